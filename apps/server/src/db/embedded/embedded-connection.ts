import path from 'node:path';
import type { ClusterCredentials } from './cluster-credentials.ts';

/** A socket's path must fit `sun_path` (108 bytes on Linux, 104 on macOS), with room to spare. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the embedded PostgreSQL puts its Unix socket: the cluster's own folder (private to the
 * PostgreSQL user), when the socket's path fits; otherwise undefined, and TCP on 127.0.0.1 alone
 * is used. Not on Windows, where the clients' support is uneven.
 */
export function socketDirFor(clusterDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const socket = path.join(clusterDir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH ? clusterDir : undefined;
}

/**
 * The connection string of the embedded PostgreSQL: through its Unix socket when it has one (a
 * query on a socket costs the client about a quarter less CPU than on TCP over loopback, decision
 * 034), else TCP on 127.0.0.1; the host stays 127.0.0.1 in the URL, so tools that parse it keep
 * working, and `host=` names the socket's folder for the driver.
 */
export function embeddedConnectionString(options: {
  credentials: ClusterCredentials;
  port: number;
  socketDir: string | undefined;
}): string {
  const { credentials, port, socketDir } = options;
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}
