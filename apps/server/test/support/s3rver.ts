import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
/** s3rver takes any key pair; these are its documented defaults. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3rverProcess {
  port: number;
  endpoint: string;
  /** The server's environment for STORAGE_DRIVER=s3 on `bucket`. */
  env(bucket: string): Record<string, string>;
  createBucket(bucket: string): Promise<void>;
  /** Kills the process (at once, like a store that fails) and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts s3rver as its own process on a free port, its objects in a temporary folder. The process
 * is killed with the test process too, if a test forgets to stop it.
 */
export async function startS3rver(): Promise<S3rverProcess> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-s3rver-'));
  const child = spawn(process.execPath, [SCRIPT, directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // Neither pipe keeps the test process alive; its end closes stdin, which stops the server.
  child.unref();
  (child.stdin as unknown as { unref(): void }).unref();
  (child.stdout as unknown as { unref(): void }).unref();
  const killOnExit = () => {
    child.kill('SIGKILL');
    fs.rmSync(directory, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) {
        lines.close();
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    child.once('error', reject);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    port,
    endpoint,
    env: (bucket) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    createBucket: async (bucket) => {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    stop: async () => {
      client.destroy();
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
