// The agent remote's isolated suite: its standalone host as built for production, served on port 3003 by an API of its own
// on a fresh database (see deploy/testing/isolatedSuite.ts; with API_URL set, its dev server against that API).
import { isolatedSuiteConfig } from '../deploy/testing/isolatedSuite';

// One browser at a time: every test signs in to demo_agent, and sign-ins of one account in flight at once beyond
// the guess limits would make the server ask for a captcha.
export default isolatedSuiteConfig({ port: 3003, workers: 1 });
