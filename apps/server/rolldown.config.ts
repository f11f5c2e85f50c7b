import { defineConfig } from 'rolldown';

/**
 * The server built to JavaScript for `node dist/server.js` (decision 016): one bundle of our own
 * code and `packages/shared` (TypeScript source, shared with the web app); every other package
 * stays an import from node_modules, as installed.
 */
export default defineConfig({
  input: 'src/server.ts',
  platform: 'node',
  tsconfig: 'tsconfig.json',
  // A bare import is a package; only our workspace packages are bundled.
  external: (id) => !/^[./]/.test(id) && !id.startsWith('@copyvest/'),
  transform: { target: 'node22' },
  output: { file: 'dist/server.js', format: 'esm', sourcemap: true, cleanDir: true },
});
