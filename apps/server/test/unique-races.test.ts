import { envelope, Supplier } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, uniqueEmail } from './identity.js';
import { scim, scimOrganization } from './scim.js';
import { api, sellerSession } from './seller.js';
import { adminOrganization } from './sso.js';
import { createTestApp, type TestContext } from './test-app.js';

// Two creates of the same unique thing at once: one wins, the other gets the place's 409 (never
// a 500). On PostgreSQL both requests can pass the lookup before either inserts, so the loser
// is refused by the unique index and db/unique-violation.ts (which follows drizzle's `.cause`)
// maps it; on PGlite's single connection the lookup refuses it. Issue 38: one test per place.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Outcome = { status: number; code: string | undefined };

/** Runs the same create twice at once; the two outcomes, sorted by status. */
async function race(create: () => Promise<Outcome>): Promise<Outcome[]> {
  const both = await Promise.all([create(), create()]);
  return both.sort((a, b) => a.status - b.status);
}

const seller = (res: { status: number; body: { errors?: { type?: string }[] } }): Outcome => ({
  status: res.status,
  code: res.body.errors?.[0]?.type,
});
const identity = (res: { status: number; body: { error_type?: string } }): Outcome => ({
  status: res.status,
  code: res.body.error_type,
});

describe('concurrent duplicate creates answer 409', () => {
  it('suppliers', async () => {
    const { jwt } = await sellerSession(ctx);
    const outcomes = await race(async () => seller(await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Twin Wholesale' })));
    expect(outcomes).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'duplicate_name' },
    ]);
  });

  it('categories', async () => {
    const { jwt } = await sellerSession(ctx);
    const outcomes = await race(async () => seller(await api(ctx, 'POST', '/api/Category', jwt, { name: 'Kitchen' })));
    expect(outcomes).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'duplicate_name' },
    ]);
  });

  it('saved filters', async () => {
    const { jwt } = await sellerSession(ctx);
    const body = { name: 'Fast movers', filter: 'roi >= 30' };
    const outcomes = await race(async () => seller(await api(ctx, 'POST', '/api/UserFilters', jwt, body)));
    expect(outcomes).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'duplicate_name' },
    ]);
  });

  it('shortlists', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplierId = envelope(Supplier).parse((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme' })).body).data.id;
    const outcomes = await race(async () =>
      seller(await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'March buy', supplierId })),
    );
    expect(outcomes).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'duplicate_name' },
    ]);
  });

  it('members created by an admin', async () => {
    const admin = await adminOrganization(ctx);
    const email = uniqueEmail('twin');
    const outcomes = await race(async () =>
      identity(
        await sdk(ctx, 'POST', '/b2b/organizations/members', { email_address: email }, { sessionToken: admin.sessionToken }),
      ),
    );
    expect(outcomes).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'duplicate_member_email' },
    ]);
  });

  it('two members changed to the same email address', async () => {
    const admin = await adminOrganization(ctx);
    const organizationId = admin.organization.organizationId;
    const [a, b] = [await seedMember(ctx, organizationId), await seedMember(ctx, organizationId)];
    const email = uniqueEmail('taken');
    const both = await Promise.all(
      [a, b].map(async (member) =>
        identity(
          await sdk(
            ctx,
            'PUT',
            `/b2b/organizations/members/${member.memberId}`,
            { email_address: email },
            { sessionToken: admin.sessionToken },
          ),
        ),
      ),
    );
    expect(both.sort((x, y) => x.status - y.status)).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'duplicate_member_email' },
    ]);
  });

  it('SCIM users', async () => {
    const connection = await scimOrganization(ctx);
    const user = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: uniqueEmail('scim'), active: true };
    const outcomes = await race(async () => {
      const res = await scim(ctx, connection, 'POST', '/Users', user);
      return { status: res.status, code: res.body.scimType as string | undefined };
    });
    expect(outcomes).toEqual([
      { status: 201, code: undefined },
      { status: 409, code: 'uniqueness' },
    ]);
  });

  it('SCIM groups', async () => {
    const connection = await scimOrganization(ctx);
    const group = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Buyers' };
    const outcomes = await race(async () => {
      const res = await scim(ctx, connection, 'POST', '/Groups', group);
      return { status: res.status, code: res.body.scimType as string | undefined };
    });
    expect(outcomes).toEqual([
      { status: 201, code: undefined },
      { status: 409, code: 'uniqueness' },
    ]);
  });
});
