import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { atCleanup } from './support.ts';

const entry = fileURLToPath(new URL('./bare-fastify-server.ts', import.meta.url));

/**
 * The baseline of bench/http.ts in a process of its own (bare-fastify-server.ts): its URL, and
 * how to stop it (also done at clean-up).
 */
export async function startBareFastify(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const unregister = atCleanup(stop);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /http:\/\/\S+/.exec(output);
      if (match) resolve(match[0]);
    });
    void exited.then((code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      unregister();
      await stop();
    },
  };
}
