import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (the kernel picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port other than `taken`: the embedded PostgreSQL starts before the server listens, so
 * the server's own PORT is free then and the kernel may hand it out (a restart of a server on a
 * high port did: its PostgreSQL took the port, and the server's listen failed with EADDRINUSE).
 */
export async function findFreePortOtherThan(
  taken: number | undefined,
  find: () => Promise<number> = findFreePort,
): Promise<number> {
  for (;;) {
    const port = await find();
    if (port !== taken) return port;
  }
}
