// A real S3 implementation (s3rver) in a process of its own, for the storage tests (decision 049):
// `node s3rver-process.mjs <directory>` listens on a free port and prints `listening <port>`.
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) throw new Error('usage: s3rver-process.mjs <directory>');
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
