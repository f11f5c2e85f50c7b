import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * `npm run build`: builds the web app and the server where their sources changed since the last
 * build, and nothing otherwise (Wireit, decision 016). For tests that use what `npm start` runs.
 */
export function buildWhatChanged(): void {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
