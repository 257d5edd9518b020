import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { cognitoClientFor } from '../../scripts/local/cognito.js';
import { localConfig } from '../../scripts/local/config.js';
import { seed } from '../../scripts/local/seed.js';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack.js';
import { seedExtraUsers } from './extra-users.js';
import { seedTestProducts } from './pesticide-products.js';
import { seedSiteTestUsers } from './sites-users.js';
import { seedSprayNetTestUsers } from './spraynet-users.js';
import { PortalApi } from '../support/api.js';
import { signInAdmin } from './content-support.js';

let stack: LocalStack | undefined;

/**
 * Starts a fresh local stack (own port and data folder) seeded like `npm start`; the tests
 * talk to it over HTTP only, as a client would.
 */
export async function setup(project: TestProject): Promise<void> {
  const port = process.env.BW_TEST_PORT ?? '3400';
  // One data folder per port, so test runs on different ports never wipe each other's data.
  const config = localConfig({ PORT: port, BW_DATA_DIR: `.local/test-integration-${port}` });
  rmSync(config.dataDir, { recursive: true, force: true });
  // The tests count the 602 real records: no generated demo flight lines.
  process.env.BW_SEED_FLIGHT_LINES = '0';
  stack = await startLocalStack(config, async ({ userPoolId }) => {
    await seed(cognitoClientFor(config.cognitoPort), userPoolId);
    await seedExtraUsers(cognitoClientFor(config.cognitoPort), userPoolId);
    await seedSiteTestUsers(cognitoClientFor(config.cognitoPort), userPoolId);
    await seedSprayNetTestUsers(cognitoClientFor(config.cognitoPort), userPoolId);
    await seedTestProducts();
  });
  const baseUrl = `http://127.0.0.1:${config.port}`;
  project.provide('baseUrl', baseUrl);
  // One two-step sign-in of 'admin' for the whole run: every sign-in mails a code, and the
  // portal sends at most 20 sign-in codes an hour per user (the tests of that limit sign in
  // themselves).
  project.provide('adminToken', await signInAdmin(new PortalApi(baseUrl)));
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminToken: string;
  }
}
