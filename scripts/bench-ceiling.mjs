// The ceiling of this machine for `npm run bench`: a bare Fastify route returning a fixed JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', items: [1, 2, 3] };
app.get('/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
