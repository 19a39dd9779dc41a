import type { ServerResponse } from 'node:http';
import {
  leaderboardQuerySchema,
  leaderboardSchema,
  standingsEventSchema,
  virtualStartSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import { contestBoard, leaderboardPage } from './leaderboard.service.js';
import { watchStandings } from './standings-stream.js';
import { startVirtual } from './virtual.service.js';

const idParam = z.object({ id: z.string().uuid('There is no such contest') });
/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;

/** Leaderboards (a page, and live standings as server-sent events) and virtual runs. */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contests'];
  const streams = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const raw of streams) raw.end();
  });

  app.get(
    '/api/contests/:id/leaderboard',
    {
      schema: {
        tags,
        summary: 'A page (50 rows) of a contest’s board: all, rated only, or the virtual runs',
        params: idParam,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema },
      },
    },
    async (request) =>
      leaderboardPage(app.db, request.currentUser?.id ?? null, request.params.id, request.query),
  );

  app.get(
    '/api/contests/:id/leaderboard/stream',
    {
      schema: {
        tags,
        summary:
          'With `Accept: text/event-stream` (EventSource): server-sent events `standings` (the rows that moved, at most a few a second) and `refresh` (refetch: the end, the rating run). Otherwise the whole standings once, as JSON. No token needed; never answers.',
        params: idParam,
        response: { 200: standingsEventSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await contestBoard(app.db, id);
      if (!cached) throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
      if (!request.headers.accept?.includes('text/event-stream')) {
        const rows = cached.board.rows.map((r) => r.row);
        return { contestId: id, participants: cached.board.participants, total: rows.length, rows };
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      streams.add(raw);
      const stop = await watchStandings(app.db, id, (text) => raw.write(text));
      const beat = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const close = () => {
        clearInterval(beat);
        stop();
        streams.delete(raw);
      };
      request.raw.on('close', close);
      raw.on('close', close);
    },
  );

  app.post(
    '/api/contests/:id/virtual',
    {
      schema: {
        tags,
        summary: 'Starts a virtual run of an ended contest (same rules and clock, never rated)',
        params: idParam,
        response: { 200: virtualStartSchema, 201: virtualStartSchema },
      },
    },
    async (request, reply) => {
      const { participationId, created } = await startVirtual(
        app.db,
        requireUser(request).id,
        request.params.id,
      );
      return reply.code(created ? 201 : 200).send({ participationId });
    },
  );
};
