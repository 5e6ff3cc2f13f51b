import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { MAILBOX_CSP, renderMailboxList, renderMailboxMessage, renderNotFound } from './html.js';
import { clearMessages, getMessage, listMessages, listTexts } from './repo.js';

const MailboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

const ListQuery = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * The dev mailbox: an HTML inbox for people (mail and text messages) and JSON feeds for tests.
 * Only mounted with dev tools on.
 */
export const devMailboxRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/mailbox/messages',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages in the dev mailbox, newest first',
          querystring: ListQuery,
          response: { 200: z.array(MailboxMessage) },
        },
      },
      async (request) => listMessages(deps.db, request.query),
    );

    app.delete(
      '/dev/mailbox/messages',
      { schema: { tags: ['dev'], summary: 'Empty the dev mailbox', response: { 200: z.object({ deleted: z.number().int() }) } } },
      async () => ({ deleted: await clearMessages(deps.db) }),
    );

    app.get(
      '/dev/sms/messages',
      {
        schema: {
          tags: ['dev'],
          summary: 'Text messages in the dev SMS outbox, newest first',
          querystring: z.object({
            to: z
              .string()
              .regex(/^\+[1-9]\d{1,14}$/, 'an E.164 phone number')
              .optional(),
            limit: z.coerce.number().int().min(1).max(500).default(50),
          }),
          response: { 200: z.array(z.object({ id: z.uuid(), to: z.string(), body: z.string(), createdAt: z.iso.datetime() })) },
        },
      },
      async (request) => listTexts(deps.db, request.query),
    );

    app.get('/dev/mailbox', { schema: { hide: true, querystring: ListQuery } }, async (request, reply) => {
      const messages = await listMessages(deps.db, request.query);
      // Texts are addressed to numbers, not addresses: the recipient filter applies to mail only.
      const texts = await listTexts(deps.db, { limit: request.query.limit });
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', MAILBOX_CSP)
        .send(renderMailboxList(messages, request.query.to, texts));
    });

    app.get('/dev/mailbox/:id', { schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
      const isUuid = z.uuid().safeParse(request.params.id).success;
      const message = isUuid ? await getMessage(deps.db, request.params.id) : null;
      reply.type('text/html; charset=utf-8').header('Content-Security-Policy', MAILBOX_CSP);
      return message ? reply.send(renderMailboxMessage(message)) : reply.code(404).send(renderNotFound());
    });
  };
