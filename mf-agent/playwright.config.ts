// The agent remote's isolated suite: its standalone host as built for production, served on port 3003 by an API of its own
// on a fresh database (see deploy/testing/isolatedSuite.ts; with API_URL set, its dev server against that API).
import { isolatedSuiteConfig } from '../deploy/testing/isolatedSuite';

export default isolatedSuiteConfig({ port: 3003 });
