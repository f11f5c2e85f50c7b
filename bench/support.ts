/**
 * What every bench shares: its arguments (with the smoke mode's tiny defaults), the checks that
 * make it exit non-zero, and the clean-up that stops what it started, also on failure or Ctrl-C.
 */

/** `--smoke` or BENCH_SMOKE=1: tiny parameters, to prove the bench still runs (npm run bench:smoke). */
export const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** `--name N` from the command line, else the full run's or the smoke run's default. */
export function argNumber(name: string, full: number, smokeValue = full): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return smoke ? smokeValue : full;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number`);
  return value;
}

const problems: string[] = [];
/** Records a wrong answer: the bench goes on, prints every problem at the end and exits 1. */
/** `--name value` from the command line, or undefined. */
export function argText(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

export function fail(problem: string): void {
  problems.push(problem);
  console.error(`FAIL ${problem}`);
}

/** `fail(problem)` unless `condition` holds. */
export function check(condition: boolean, problem: string): void {
  if (!condition) fail(problem);
}

const cleanups = new Set<() => Promise<void>>();
/** Runs `cleanup` when the bench ends, however it ends; returns the function that unregisters it. */
export function atCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

async function cleanUp(): Promise<void> {
  // Latest first: a server stops before the database it used is dropped.
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of pending) {
    await cleanup().catch((error: unknown) => console.error('clean-up failed:', error));
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers this bench started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * Runs a bench: whatever happens, everything registered with `atCleanup` is undone; the exit
 * code is 1 when it threw or any `check` failed.
 */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await cleanUp();
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

/**
 * The machine's clock in ms with sub-ms precision: unlike `performance.now()` alone, its readings
 * in different processes compare (a send timed in one, its arrival in another).
 */
export const clockNow = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The p-th percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : NaN;
}

/** Runs `work` over `items`, `limit` at a time. */
export async function inParallel<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
