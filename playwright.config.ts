// Browser tests (tests/e2e) in Debian's Chromium against the whole product started as `npm start`
// starts it (embedded Postgres and Redis, demo catalogue, gateway and workers), on a data folder of
// its own that is thrown away afterwards. Every test runs at desktop (1280 px); those whose behaviour
// depends on the width also at mobile (375 px): the mobile project skips tests tagged @any-width.
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, FAKE_TRANSLATE_WIDGET_URL } from './tests/e2e/support/constants.ts';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test costs about a fifth of the suite's time on two cores; set
    // E2E_TRACE=1 to keep the traces of failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        // CSS pixels are what the layout rules speak of; painting the Pixel's 2.75 device pixels per
        // CSS pixel made every mobile test twice as slow on two cores.
        deviceScaleFactor: 1,
        launchOptions: chromium,
      },
      grepInvert: /@any-width/,
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { TRANSLATE_WIDGET_URL: FAKE_TRANSLATE_WIDGET_URL },
  },
});
