import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-web-streams.ts', './src/test-setup.ts'],
    // Each test file still gets its own modules, mocks and DOM, in a VM context of a worker that
    // loads jsdom once, instead of a new process per file (decision 016).
    pool: 'vmForks',
    // Two workers share the cores: a form test that takes 1 s alone can take several.
    testTimeout: 15_000,
  },
});
