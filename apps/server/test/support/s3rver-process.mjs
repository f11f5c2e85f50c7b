// A real S3 implementation (s3rver) in a process of its own, for the storage tests (decision 049):
// `node s3rver-process.mjs <directory>` listens on a free port and prints `listening <port>`. It
// stops, removing the directory, when its standard input closes (the test process ended, however
// it ended: a worker stopped without its exit handlers still closes its pipes).
import fs from 'node:fs';
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) throw new Error('usage: s3rver-process.mjs <directory>');
// s3rver reads a file it has just stat'ed without an error handler: a delete racing a read
// (which real S3 answers with a 404 or the old bytes) must not stop the whole server.
process.on('uncaughtException', (error) => {
  process.stderr.write(`s3rver: ${error.message}\n`);
});
process.stdin.on('end', () => {
  fs.rmSync(directory, { recursive: true, force: true });
  process.exit(0);
});
process.stdin.resume();
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
