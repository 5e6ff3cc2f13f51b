import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMember, seedOrganization } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityMembers } from '../../identity/schema.js';

/** The documented migration of existing members (drizzle/00NN_teams.sql), run on members made before it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Found by name: migrations are renumbered when branches merge.
const drizzle = new URL('../../../drizzle/', import.meta.url);
const file = readdirSync(drizzle).find((name) => name.endsWith('_teams.sql'));
if (!file) throw new Error('the teams migration is missing');
const migration = readFileSync(new URL(file, drizzle), 'utf8');

async function migrate() {
  // The members' part of the migration (the columns it adds are there already).
  for (const statement of migration.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE "identity_members"'))) {
    await ctx.services.database.db.execute(sql.raw(statement));
  }
}

const rolesOf = async (memberId: string) =>
  (await ctx.services.identity.db.select().from(identityMembers).where(eq(identityMembers.memberId, memberId)))[0]?.roles;

describe('the members migration', () => {
  it("makes admins owners and other members buyers, leaves seller roles and the operators' organization alone", async () => {
    const { organization, admin, jwt } = await sellerSession(ctx, 'Before Roles Co');
    await api(ctx, 'GET', '/api/Company', jwt); // the company exists once a member called
    const member = await seedMember(ctx, organization.organizationId, { roles: [] });
    const va = await seedMember(ctx, organization.organizationId, { roles: ['shelfscope_va'] });
    const operators = await seedOrganization(ctx, { name: 'No Company Yet' });
    await migrate();
    expect(await rolesOf(admin.memberId)).toEqual(['stytch_admin', 'shelfscope_owner']);
    expect(await rolesOf(member.memberId)).toEqual(['shelfscope_buyer']);
    expect(await rolesOf(va.memberId)).toEqual(['shelfscope_va']);
    expect(await rolesOf(operators.admin.memberId)).toEqual(['stytch_admin']);
    await migrate();
    expect(await rolesOf(admin.memberId)).toEqual(['stytch_admin', 'shelfscope_owner']);
    expect(await rolesOf(member.memberId)).toEqual(['shelfscope_buyer']);
  });
});
