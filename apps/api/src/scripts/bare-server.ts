// The bench's reference: a bare Fastify JSON route, in its own process like the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ status: 'ok', items: [] }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.info(`Server listening at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
