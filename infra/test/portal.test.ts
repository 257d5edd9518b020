import { beforeAll, describe } from 'vitest';
import { synthPortal, type SynthedPortal } from './helpers.js';
import { apiSuite } from './suites/api.js';
import { authSuite } from './suites/auth.js';
import { dataSuite } from './suites/data.js';
import { erasureSuite } from './suites/erasure.js';
import { iamSuite } from './suites/iam.js';
import { limitsSuite } from './suites/limits.js';
import { messagingSuite } from './suites/messaging.js';
import { monitoringSuite } from './suites/monitoring.js';
import { originVerifySuite } from './suites/origin-verify.js';
import { siteSuite } from './suites/site.js';
import { swarmSuite } from './suites/swarm.js';
import { webSuite } from './suites/web.js';

// One synth for every suite: each NodejsFunction bundles with esbuild, so a synth per file would
// repeat that work. Bundling is real here, so a broken handler entry fails the tests too.
let synthed: SynthedPortal;
beforeAll(() => {
  synthed = synthPortal({ bundle: true, context: { siteOrigin: 'https://portal.bee.watch.example' } });
});
const portal = () => synthed;

describe('data stack', () => dataSuite(portal));
describe('auth stack', () => authSuite(portal));
describe('messaging stack', () => messagingSuite(portal));
describe('api stack', () => apiSuite(portal));
describe('web stack', () => webSuite(portal));
describe('IAM', () => iamSuite(portal));
describe('erasure job', () => erasureSuite(portal));
describe('swarm reports', () => swarmSuite(portal));
describe('CloudFront origin verification', () => originVerifySuite(portal));
describe('alarms and access logs', () => monitoringSuite(portal));
describe('throttles and WAF', () => limitsSuite(portal));
describe('site: headers, TLS, basemap', () => siteSuite(portal));
