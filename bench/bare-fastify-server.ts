/** The baseline of bench/http.ts: a bare Fastify app with one JSON route; prints its URL. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
