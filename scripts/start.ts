import { build } from 'vite';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { cognitoClientFor } from './local/cognito.js';
import { localConfig, ROOT } from './local/config.js';
import { DEMO_USERS, seed } from './local/seed.js';
import { DEMO_SWARM_API_KEY } from './local/seed-swarm.js';
import { startLocalStack } from './local/stack.js';
import { markSeeded, seedIsCurrent, webBuildIsCurrent } from './local/freshness.js';

/**
 * `npm start`: builds the web app, starts the whole local stack with seeded demo data and
 * prints where everything is. One Ctrl-C stops it all.
 */
const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const config = localConfig();
// BW_SKIP_WEB_BUILD=1 serves web/dist as it is; otherwise it is rebuilt when any input is newer.
if (process.env.BW_SKIP_WEB_BUILD !== '1' && !webBuildIsCurrent()) {
  await build({ root: `${ROOT}/web`, logLevel: 'warn' });
}
const built = Date.now();
let seedMs = 0;
const stack = await startLocalStack(config, async ({ userPoolId }) => {
  // A later start on data seeded by the same code skips the seed (`npm run reset` starts afresh).
  if (seedIsCurrent(config.dataDir)) return;
  const seedStarted = Date.now();
  const created = await seed(cognitoClientFor(config.cognitoPort), userPoolId);
  markSeeded(config.dataDir);
  seedMs = Date.now() - seedStarted;
  if (created) console.log(`Seeded ${created} tracking records.`);
});
const ready = Date.now();
const url = `http://localhost:${config.port}`;
console.log(`
Bee.Watch portal ready in ${seconds(ready - started)} (web build ${seconds(built - started)}, stand-ins ${seconds(ready - built - seedMs)}, seed ${seconds(seedMs)})
  Portal:  ${url}
  Outbox:  ${url}/__dev/outbox   (every email and SMS the portal sent)
  Sign in: ${DEMO_USERS.map((u) => u.userName).join(', ')}
           password ${DEMO_PASSWORD}   ('admin' has two-step by email: the code is in the outbox)
  Data:    ${config.dataDir}   (npm run reset wipes it)
  Swarm:   ${url}/home/testapi?key=${DEMO_SWARM_API_KEY}   (public swarm form; API key ${DEMO_SWARM_API_KEY})
Hornet records: info fauna (CSCF), via GBIF.org — CC BY 4.0. Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Exit even if a stand-in is slow to close; its child processes are killed first.
    setTimeout(() => process.exit(0), 5000).unref();
    void stack.stop().then(() => process.exit(0));
  });
}
