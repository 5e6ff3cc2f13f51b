import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it. */
export type TwilioRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
};

/**
 * A stand-in for api.twilio.com at the network boundary: a loopback HTTP server that records each
 * request and answers with `answer` (Twilio's JSON shapes), for the SMS adapter's tests.
 */
export async function twilioStandIn(answer: { status: number; body: unknown }) {
  const requests: TwilioRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
