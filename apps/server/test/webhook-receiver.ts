import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the receiver does with a request: answer with a status, or never answer (a timeout). */
export type Behaviour = number | 'hang';

export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on a loopback port for tests: records every request and answers each with
 * the next planned behaviour (200 once the plan is used up).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const plan: Behaviour[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = plan.shift() ?? 200;
      if (behaviour === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(behaviour, { 'content-type': 'text/plain' }).end(behaviour < 300 ? 'thanks' : 'receiver trouble');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    plan,
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
