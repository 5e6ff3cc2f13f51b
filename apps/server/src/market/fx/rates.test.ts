import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { type DailyRates, ECB_SOURCE, parseEcbRates } from './ecb.js';
import { ExchangeRates } from './rates.js';

/** The ECB's own file layout (eurofxref-hist-90d.xml), two days. */
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time="2026-11-27">
      <Cube currency="USD" rate="1.1500"/><Cube currency="JPY" rate="180.10"/><Cube currency="GBP" rate="0.87500"/>
      <Cube currency="XXX" rate="0"/>
    </Cube>
    <Cube time="2026-11-26">
      <Cube currency="USD" rate="1.1400"/><Cube currency="GBP" rate="0.88000"/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

const OFFLINE: DailyRates[] = [{ day: '2026-11-26', source: 'shipped', perEuro: { USD: 1.1, GBP: 0.9, CAD: 1.6 } }];

describe('ECB reference rates', () => {
  it('reads each day, oldest first, leaving out rates that are not positive', () => {
    expect(parseEcbRates(ECB_XML)).toEqual([
      { day: '2026-11-26', source: ECB_SOURCE, perEuro: { USD: 1.14, GBP: 0.88 } },
      { day: '2026-11-27', source: ECB_SOURCE, perEuro: { USD: 1.15, JPY: 180.1, GBP: 0.875 } },
    ]);
    expect(parseEcbRates('<html>not rates</html>')).toEqual([]);
  });
});

describe('the exchange-rate table', () => {
  let database: Database;
  let server: Server;
  let url: string;
  let answer = { status: 200, body: ECB_XML };
  beforeAll(async () => {
    database = await openTestDatabase();
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-hist-90d.xml`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it('ships offline days, and an online source adds and corrects days without losing them on a failure', async () => {
    const offline = new ExchangeRates(database.db, { source: 'offline', url, offline: OFFLINE, reloadMs: 60_000 });
    await offline.start();
    expect(offline.all()).toEqual(OFFLINE);
    expect(await offline.update()).toBe(0);

    const online = new ExchangeRates(database.db, { source: 'ecb', url, offline: OFFLINE, reloadMs: 60_000 });
    await online.start();
    expect(await online.update()).toBe(2);
    // The published 26th replaces the shipped figures it has; the shipped CAD stays.
    expect(online.all()).toEqual([
      { day: '2026-11-26', source: ECB_SOURCE, perEuro: { CAD: 1.6, GBP: 0.88, USD: 1.14 } },
      { day: '2026-11-27', source: ECB_SOURCE, perEuro: { GBP: 0.875, JPY: 180.1, USD: 1.15 } },
    ]);
    // A restart does not put the shipped figures back over published ones.
    await online.start();
    expect(online.all()[0]?.perEuro.GBP).toBe(0.88);

    answer = { status: 503, body: 'down' };
    await expect(online.update()).rejects.toThrow(/503/);
    answer = { status: 200, body: '<Cube/>' };
    await expect(online.update()).rejects.toThrow(/no rates/);
    expect(online.all()).toHaveLength(2);
  });
});
