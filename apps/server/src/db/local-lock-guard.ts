import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';

/**
 * A lock the kernel drops the moment its process dies, however it dies: a listening Unix socket
 * in Linux's abstract namespace, named after the data directory. Binding it is atomic, so of all
 * live processes on this machine (network namespace) at most one holds it. Elsewhere (no
 * abstract sockets, no /proc) there is no guard and the lock file's heartbeat alone decides.
 */
export interface LocalLockGuard {
  /** Who holds it: this machine, boot and network namespace (where the guard is exclusive). */
  readonly scope: string;
  close(): Promise<void>;
}

export class GuardHeldError extends Error {}

/** This machine, boot and network namespace, or undefined where that cannot be known. */
export function localScope(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const netns = fs.readlinkSync('/proc/self/ns/net');
    return `${os.hostname()}|${bootId}|${netns}`;
  } catch {
    return undefined;
  }
}

/** Takes the guard for `dir` (a real path), or throws GuardHeldError while a live process holds it. */
export async function takeLocalLockGuard(dir: string): Promise<LocalLockGuard | undefined> {
  const scope = localScope();
  if (!scope) return undefined;
  const name = `\0copyvest-data-dir-${createHash('sha256').update(dir).digest('hex').slice(0, 40)}`;
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: name, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw new GuardHeldError(dir);
    throw error;
  });
  server.unref();
  return {
    scope,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
