import path from 'node:path';
import { parse } from 'pg-connection-string';
import { describe, expect, it } from 'vitest';
import { embeddedConnectionString, socketDirFor } from './embedded-connection.ts';

const credentials = { user: 'copyvest', password: 'p@ss/word+with=odd&chars' };

describe('the embedded PostgreSQL connection', () => {
  it('goes through the Unix socket in the cluster folder, with the credentials intact', () => {
    const clusterDir = '/var/lib/copy vest/data/postgres';
    const socketDir = socketDirFor(clusterDir, 54321);
    expect(socketDir).toBe(clusterDir);
    const config = parse(embeddedConnectionString({ credentials, port: 54321, socketDir }));
    expect(config).toMatchObject({
      host: clusterDir,
      port: '54321',
      user: 'copyvest',
      password: credentials.password,
      database: 'postgres',
    });
  });

  it('falls back to TCP on 127.0.0.1 when the socket path would not fit', () => {
    const clusterDir = path.join('/srv', 'a'.repeat(90), 'postgres');
    expect(socketDirFor(clusterDir, 54321)).toBeUndefined();
    const config = parse(
      embeddedConnectionString({ credentials, port: 54321, socketDir: undefined }),
    );
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: '54321',
      password: credentials.password,
    });
  });
});
