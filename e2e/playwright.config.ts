import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Browser journeys in Debian's Chromium against the production build on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test cost about a sixth of the suite's time here (12 page tests:
    // 116 s with, 96 s without); a failure keeps its screenshot, and a retry (CI) records a trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node start-e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 300_000, // the first start seeds the whole bank (50,000+ questions) into a fresh PGlite
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    // The server logs warnings and errors only (LOG_LEVEL warn): shown, to explain a failure.
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
