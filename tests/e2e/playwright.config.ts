import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.BW_E2E_PORT ?? 3500);

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the portal
 * started exactly as `npm start` does, on its own port and a fresh data folder.
 */
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    timezoneId: 'UTC',
    acceptDownloads: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    command: `rm -rf .local/test-e2e-${PORT} && BW_SEED_FLIGHT_LINES=0 BW_SKIP_WEB_BUILD=1 PORT=${PORT} BW_DATA_DIR=.local/test-e2e-${PORT} npx tsx scripts/start.ts`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
