// The ceiling of this machine for `npm run bench`: a bare Fastify route returning a fixed JSON. With
// BENCH_BODIES (a JSON file of real answers of the app, a list per endpoint), the same bare server
// also answers the benchmarked endpoints' paths with one of those at random and no work, as the
// bound of what they could reach.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', items: [1, 2, 3] };
app.get('/', async () => body);
const bodies = process.env.BENCH_BODIES ? JSON.parse(readFileSync(process.env.BENCH_BODIES, 'utf8')) : {};
const answer = (texts) => async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(texts[Math.floor(Math.random() * texts.length)]);
if (bodies.list) app.get('/api/questions', answer(bodies.list));
if (bodies.question) app.get('/api/questions/:number', answer(bodies.question));
if (bodies.attempt) app.post('/api/questions/:number/attempts', answer(bodies.attempt));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
