import dns2 from 'dns2';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { devDnsRecords } from './schema.js';

const { Packet } = dns2;

/** A DNS TXT character-string holds at most 255 bytes (RFC 1035); /dev/dns refuses longer values. */
const MAX_TXT_CHUNK = 255;

export type DevDnsServer = {
  /** `127.0.0.1:port`, as `dns.promises.Resolver#setServers` takes it. */
  address: string;
  close(): Promise<void>;
};

/**
 * The development DNS server: a real DNS server (UDP, the DNS wire protocol, `dns2`) on
 * 127.0.0.1 that answers TXT questions from `dev_dns_records` and NXDOMAIN for names it has no
 * record of, so domain verification runs through Node's resolver exactly as against a real
 * zone. Dev tools only; never started in production.
 */
export async function startDevDnsServer(db: Db, port: number): Promise<DevDnsServer> {
  const server = dns2.createUDPServer((request, send) => {
    const [question] = request.questions;
    const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
    void answerTxt(db, name)
      .then((values) => {
        if (values === null || !question) return send(Packet.createErrorResponseFromRequest(request, Packet.RCODE.NXDOMAIN));
        const response = Packet.createResponseFromRequest(request);
        if (question.type === Packet.TYPE.TXT) {
          for (const value of values) {
            response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 1, data: value }));
          }
        }
        return send(response);
      })
      .catch(() => send(Packet.createErrorResponseFromRequest(request, Packet.RCODE.SERVFAIL)))
      // A client gone before the answer: nothing to tell it.
      .catch(() => undefined);
  });
  // An unparsable datagram must not take the process down.
  server.on('requestError', () => undefined);
  await server.listen(port, '127.0.0.1');
  return {
    address: `127.0.0.1:${server.address().port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The TXT values of a name; null when the name has no record at all (NXDOMAIN). */
async function answerTxt(db: Db, name: string): Promise<string[] | null> {
  const rows = await db
    .select({ value: devDnsRecords.value })
    .from(devDnsRecords)
    .where(and(eq(devDnsRecords.name, name), eq(devDnsRecords.type, 'TXT')));
  if (rows.length === 0) return null;
  return rows.map((r) => r.value.slice(0, MAX_TXT_CHUNK));
}
