import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * A server that died without stopping its PostgreSQL (killed, machine out of memory) leaves that
 * postmaster running on the cluster, and a new one cannot start beside it. The caller holds the
 * data folder's lock, so a postmaster named in `postmaster.pid` can only be such a leftover: it
 * is asked to stop (fast shutdown), then told to (immediate: recovered from the log at the next
 * start). A pid file naming a process that is not a postgres (the pid was reused) is removed.
 * Returns the stopped postmaster's pid, if there was one.
 */
export async function stopLeftoverPostmaster(clusterDir: string): Promise<number | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  if (process.platform === 'linux' && !commandLine(pid).includes('postgres')) {
    fs.rmSync(pidFile, { force: true });
    return undefined;
  }
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return pid;
    }
    if (await waitForExit(pid, ms)) return pid;
  }
  return pid;
}
