// The bench's reference, in its own process like the API: a bare Fastify JSON route that answers a
// few bytes (`/bare`), and one that answers the bytes of the catalogue's first page from memory
// (`/bare-same`, from the file `BARE_BODY_FILE`), brotli-compressed once at start for a client that
// accepts it, as the API's cache does: the same work on the wire, none of the API's. `BARE_BODY_TYPE`
// is its content type (JSON unless given: the pages bench serves a page's HTML).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ status: 'ok', items: [] }));

const bodyFile = process.env['BARE_BODY_FILE'];
const bodyType = process.env['BARE_BODY_TYPE'] ?? 'application/json; charset=utf-8';
if (bodyFile) {
  const plain = readFileSync(bodyFile);
  const brotli = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  app.get('/bare-same', (request, reply) => {
    const br = (request.headers['accept-encoding'] ?? '').includes('br');
    if (br) void reply.header('content-encoding', 'br');
    return reply.type(bodyType).send(br ? brotli : plain);
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.info(`Server listening at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
