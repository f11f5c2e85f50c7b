import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'admin@copyvest.test', password: 'AdminPass123!' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'rm -rf .data-e2e && npm run start -w apps/server',
    url: `http://localhost:${PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: '../../.data-e2e',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      ACCRUAL_MODE: 'timer',
      TEST_CLOCK: 'enabled',
      OAUTH_MOCK: 'enabled',
      AUTH_SEND_MAX_PER_IP_PER_HOUR: '1000',
      AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR: '50',
      MAIL_POLL_INTERVAL_MS: '500',
    },
  },
});
