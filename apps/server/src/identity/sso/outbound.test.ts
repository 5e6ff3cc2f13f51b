import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFailure, outboundFetch, refusal } from './outbound.js';

describe('which addresses an IdP URL may reach', () => {
  it.each([
    ['8.8.8.8', 'public', null],
    ['2606:4700:4700::1111', 'public', null],
    ['::ffff:8.8.8.8', 'public', null],
    ['10.0.0.1', 'public', /private or reserved/],
    ['172.20.1.1', 'public', /private or reserved/],
    ['192.168.1.10', 'public', /private or reserved/],
    ['169.254.169.254', 'public', /private or reserved/],
    ['100.64.0.1', 'public', /private or reserved/],
    ['0.0.0.0', 'public', /private or reserved/],
    ['fd00::1', 'public', /private or reserved/],
    ['fe80::1', 'public', /private or reserved/],
    ['::ffff:10.0.0.1', 'public', /private or reserved/],
    ['::ffff:127.0.0.1', 'public', /loopback/],
    ['127.0.0.1', 'public', /loopback/],
    ['::1', 'public', /loopback/],
    ['127.0.0.1', 'loopback', null],
    ['::1', 'loopback', null],
    ['10.0.0.1', 'loopback', /private or reserved/],
    ['10.0.0.1', 'any', null],
    ['127.0.0.1', 'any', null],
  ] as const)('%s under %s', (address, policy, expected) => {
    const reason = refusal(address, policy);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });
});

describe('outboundFetch', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits++;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a loopback address in the URL and a name that resolves to one, before any request is sent', async () => {
    const before = hits;
    const strict = outboundFetch('public');
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
      const failure = await strict(url).then(
        () => null,
        (error: unknown) => fetchFailure(error),
      );
      expect(failure, url).toMatch(/loopback/);
    }
    expect(hits).toBe(before);
  });

  it('reaches the same server when the policy allows loopback', async () => {
    const before = hits;
    const response = await outboundFetch('loopback')(`http://localhost:${port}/`);
    expect(await response.text()).toBe('ok');
    expect(hits).toBe(before + 1);
  });
});
