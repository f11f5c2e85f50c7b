import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this, compressing saves less than the response headers weigh. */
const MIN_BYTES = 1024;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * After the build, writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to
 * every text asset, so the server sends the smallest encoding without compressing per request.
 * `index.html` is left out: the server fills it in per route and compresses that itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'copyvest:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file));
      await Promise.all(files.map(compressFile));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const source = await fs.promises.readFile(file);
  if (source.length < MIN_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    brotliCompress(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not written; the server then sends the file itself.
  if (brotli.length < source.length) await fs.promises.writeFile(`${file}.br`, brotli);
  if (gzipped.length < source.length) await fs.promises.writeFile(`${file}.gz`, gzipped);
}
