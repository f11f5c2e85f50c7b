import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { atCleanup } from './support.ts';

const worker = fileURLToPath(new URL('./autocannon-worker.ts', import.meta.url));

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Each request gets an `Idempotency-Key` of its own. */
  freshIdempotencyKey?: boolean;
}

export interface LoadFigures {
  requests: number;
  /** Mean requests per second. */
  rps: number;
  /** Latency, ms. */
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon against `options.url` from a process of its own; its figures. */
export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const unregister = atCleanup(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await exited;
  unregister();
  if (code !== 0) throw new Error(`autocannon against ${options.url} exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as LoadFigures;
}
