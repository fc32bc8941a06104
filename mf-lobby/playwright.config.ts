// The lobby's isolated suite: its standalone host on port 3001 against the API at API_URL (default
// http://localhost:8080; start the API first: PORT=8080 pnpm --filter @mekong/api start).
import { isolatedSuiteConfig } from '../deploy/testing/isolatedSuite';

export default isolatedSuiteConfig({ port: 3001 });
