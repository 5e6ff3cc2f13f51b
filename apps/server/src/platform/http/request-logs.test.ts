import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../../test/log-lines.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { logContext } from '../../logger.js';

// Request ids in every log line: a module that logs through a logger of its own (not
// request.log) while a request is served still names the request, and so do lines logged after
// an await; request.log names it once.
const { lines, logger: moduleLogger } = capturedLogger();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      extend: (app) => {
        app.get('/api/test/log-probe', async (request) => {
          moduleLogger.info('before the database');
          await ctx.services.database.ping();
          moduleLogger.info('after the database');
          moduleLogger.child({ reqId: request.id }).info('bound already');
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => ctx.close());

describe('log lines while serving a request', () => {
  it("carry the request's id, from any logger, once", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/log-probe',
      headers: { 'x-request-id': 'probe-request-0001' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('probe-request-0001');
    const mine = lines.filter((l) => typeof l.msg === 'string');
    expect(mine.map((l) => [l.msg, l.reqId])).toEqual([
      ['before the database', 'probe-request-0001'],
      ['after the database', 'probe-request-0001'],
      ['bound already', 'probe-request-0001'],
    ]);
    // Serialised once: a duplicate key would show as two "reqId" in the raw line.
    expect(JSON.stringify(mine[2]).match(/"reqId"/g)).toHaveLength(1);
  });

  it('carry nothing extra outside a request, and the job queue and id inside a job attempt', () => {
    lines.length = 0;
    moduleLogger.info('outside');
    logContext.run({ queue: 'email.deliver', jobId: 'job-1' }, () => moduleLogger.info('in a job'));
    expect(lines.map((l) => [l.msg, l.reqId, l.queue, l.jobId])).toEqual([
      ['outside', undefined, undefined, undefined],
      ['in a job', undefined, 'email.deliver', 'job-1'],
    ]);
  });
});
