import type { StreamTicket } from '@shelfscope/contracts';
import type { Services } from '../../services.js';

type TicketBody = { c: string; m: string; exp: number; p: 'stream' };

/**
 * A stream ticket: the member and company sealed (AES-256-GCM) with the server secret, valid for
 * NOTIFICATION_STREAM_TICKET_SECONDS. Sealed rather than stored, so any instance sharing the
 * secret opens it; short-lived, so one that leaks into a log or a proxy's URL record is soon
 * worthless (the session JWT itself never goes into a URL).
 */
export function mintTicket(services: Services, who: { companyId: string; memberId: string }): StreamTicket {
  const expires = Date.now() + services.config.uploads.streamTicketSeconds * 1000;
  const body: TicketBody = { c: who.companyId, m: who.memberId, exp: expires, p: 'stream' };
  return { ticket: services.identity.box.seal(JSON.stringify(body)), expiresAt: new Date(expires).toISOString() };
}

/** The member a ticket names, or null when it is forged, damaged or expired. */
export function openTicket(services: Services, ticket: string): { companyId: string; memberId: string } | null {
  try {
    const body = JSON.parse(services.identity.box.open(ticket)) as TicketBody;
    if (body.p !== 'stream' || typeof body.exp !== 'number' || body.exp < Date.now()) return null;
    return { companyId: body.c, memberId: body.m };
  } catch {
    return null;
  }
}
