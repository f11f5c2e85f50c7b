import { defineConfig, devices } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@copyvest.test', password: 'AdminPass123!' };

export default defineConfig({
  testDir: './e2e',
  // Builds what changed; each worker then starts a server of its own (e2e/support/fixtures.ts).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  // Two workers share the machine's cores with their servers: a page can take longer to show.
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace costs the browser about a third of the run's CPU (decision 033): only a
    // retried test records one (CI retries once); `--trace=retain-on-failure` records them all.
    trace: 'on-first-retry',
    // No smooth scrolling or looping animations: less compositing, and no click that lands while
    // the page still scrolls (decision 033).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
