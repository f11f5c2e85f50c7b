import { defineConfig } from 'rolldown';

/**
 * The server built to JavaScript for `node dist/server.js` (decision 016): one bundle of our own
 * code and `packages/shared` (TypeScript source, shared with the web app); every other package
 * stays an import from node_modules, as installed. The mail thread's entry (decision 068) is built
 * beside it, `dist/mail-thread.js`, with the code both use in a shared file of `dist/` (the
 * package folders are found relative to that folder, src/package-folders.ts).
 */
export default defineConfig({
  input: { server: 'src/server.ts', 'mail-thread': 'src/mail-thread.ts' },
  platform: 'node',
  tsconfig: 'tsconfig.json',
  // A bare import is a package; only our workspace packages are bundled.
  external: (id) => !/^[./]/.test(id) && !id.startsWith('@copyvest/'),
  transform: { target: 'node22' },
  output: {
    dir: 'dist',
    entryFileNames: '[name].js',
    chunkFileNames: 'shared-[hash].js',
    format: 'esm',
    sourcemap: true,
    cleanDir: true,
  },
});
