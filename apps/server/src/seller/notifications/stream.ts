import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import type { Services } from '../../services.js';
import { openTicket } from './tickets.js';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/Notification/stream?ticket=…: Server-Sent Events for one member. Events: `ready`
 * once subscribed, `notification` (a stored notification), `upload` (an upload's progress) and
 * `refresh` (a refresh's progress). Outside the bearer hook: the ticket is the credential.
 */
export const notificationStreamRoutes =
  (services: Services, bus: EventBus): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<ServerResponse>();
    // Open streams never finish on their own: end them so a shutdown does not wait on them.
    app.addHook('preClose', async () => {
      for (const raw of open) raw.end();
    });

    app.get(
      '/api/Notification/stream',
      {
        schema: {
          tags: ['Notification'],
          summary: 'Live events for the member (text/event-stream); the ticket comes from POST /api/Notification/stream-ticket',
          querystring: z.object({ ticket: z.string().min(1).max(4_000) }),
        },
      },
      async (request, reply) => {
        const who = openTicket(services, request.query.ticket);
        if (!who) throw new HttpError(401, 'unauthorized', 'The stream ticket is invalid or expired: ask for a new one.');
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        open.add(raw);
        const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        const unsubscribe = bus.subscribe(who.companyId, who.memberId, (message) => send(message.event, message.data));
        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        const stop = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(raw);
        };
        raw.on('close', stop);
        raw.write('retry: 3000\n\n');
        send('ready', { at: new Date().toISOString() });
      },
    );
  };
