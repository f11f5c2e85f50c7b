import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web's test files that replace a module (`vi.mock`): they run in the `web-isolated` project
 * (vitest.isolated.config.ts), each with modules of its own. The others share their worker's
 * modules (decision 059).
 */
export const filesThatMock: string[] = fs
  .globSync('src/**/*.test.{ts,tsx}', { cwd: here })
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(`${here}/${file}`, 'utf8')))
  .sort();

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: filesThatMock,
    setupFiles: ['./src/test-web-streams.ts', './src/test-setup.ts'],
    // A worker keeps its modules (React, MSW, the app) and its jsdom window for its next file
    // instead of loading them again per file (decision 059): test-setup.ts puts back the app's
    // stores, the clock and web storage after every test, and Testing Library empties the DOM.
    pool: 'threads',
    isolate: false,
    // After the server's files (apps/server/vitest.config.ts).
    sequence: { groupOrder: 1 },
    // Two workers share the cores: a form test that takes 1 s alone can take several.
    testTimeout: 15_000,
  },
});
