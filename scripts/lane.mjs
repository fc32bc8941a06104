// Runs one lane of `npm test`'s checks: each pnpm script in turn, stopping at the first failure, and says how long each
// took and the lane in all, so a CI log shows where its minutes go (CI must stay under 25 minutes on 2 cores).
import { spawnSync } from 'node:child_process';

const [lane, ...scripts] = process.argv.slice(2);
const laneStart = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

for (const script of scripts) {
  const start = Date.now();
  const { status } = spawnSync('pnpm', ['run', script], { stdio: 'inherit' });
  console.log(`[${lane}] ${script}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(start)} (lane at ${seconds(laneStart)})`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`[${lane}] all passed in ${seconds(laneStart)}`);
