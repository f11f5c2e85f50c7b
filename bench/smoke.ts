/**
 * `npm run bench:smoke`: every bench in its smoke mode (tiny parameters), one after the other, so
 * that none can rot unseen. Prints each one's time and outcome; exits 1 if any failed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'http.ts',
  'money.ts',
  'copy-settlement.ts',
  'overload.ts',
  'realtime.ts',
  'storage.ts',
  'png-bomb.ts',
  'chaos.ts',
  'list-scale.ts',
  'dashboard-load.ts',
  'traders-ranking.ts',
  'instances.ts',
];

const outcomes: { bench: string; code: number | null; seconds: number }[] = [];
const started = performance.now();
for (const bench of BENCHES) {
  console.log(`\n=== ${bench} --smoke`);
  const began = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./${bench}`, import.meta.url)), '--smoke'],
    { stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  outcomes.push({ bench, code, seconds: (performance.now() - began) / 1000 });
}

console.log('\nbench smoke runs');
for (const { bench, code, seconds } of outcomes) {
  console.log(
    `${bench.padEnd(14)} ${code === 0 ? 'ok    ' : `FAILED (exit ${code})`} ${seconds.toFixed(1)} s`,
  );
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (outcomes.some(({ code }) => code !== 0)) process.exitCode = 1;
