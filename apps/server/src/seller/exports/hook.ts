import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/errors.js';
import { sellerOf } from '../auth/seller-auth.js';
import type { ExportSlots, ExportSlotsConfig } from './slots.js';

/**
 * Holds a slot for each route marked `config: { exportSlot: true }` from before its handler until
 * its response is over: sent, failed, or cut off by the client ('close' covers all three).
 * Registered in the seller scope, after authentication: the company is known.
 */
export function registerExportSlots(app: FastifyInstance, slots: ExportSlots, config: ExportSlotsConfig) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.exportSlot) return;
    const companyId = sellerOf(request).company.id;
    const release = await slots.acquire(companyId);
    if (!release) {
      const plural = config.maxRunningPerCompany === 1 ? 'download is' : 'downloads are';
      throw new HttpError(
        429,
        'too_many_exports',
        `${config.maxRunningPerCompany} ${plural} already running for your company: try this one again when one of them has finished.`,
      ).retryAfter(Math.max(5, config.queueWaitSeconds));
    }
    if (reply.raw.writableFinished || request.raw.destroyed) return release();
    reply.raw.once('close', release);
  });
}
