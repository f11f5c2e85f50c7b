import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time, found from this file's URL. It sits one level below the
 * server's package folder both as source (`src/package-folders.ts`, run by tsx and Vitest) and
 * built (bundled into `dist/server.js`), so the same relative paths hold for both; keep it there.
 */
const inPackage = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** Drizzle's SQL migrations, run at every start. */
export const migrationsFolder = inPackage('drizzle');
/** The web app's build (`apps/web/dist`), served unless WEB_DIST says otherwise. */
export const defaultWebDist = inPackage('../web/dist');
