import { eq } from 'drizzle-orm';
import { marketSnapshots } from '../src/seller/products/schema.js';
import { logIn, seedOrganization } from './identity.js';
/** A company of its own: an organization with an admin, signed in; `jwt` is the bearer token. */
export async function sellerSession(ctx, name = 'Harbor Traders') {
  const { organization, admin } = await seedOrganization(ctx, { name });
  const login = await logIn(ctx, admin.emailAddress, organization.organizationId);
  return { organization, admin, jwt: login.sessionJwt, sessionToken: login.sessionToken };
}
/** Calls the seller API with a bearer token; `body` is the parsed envelope. */
export async function api(ctx, method, url, jwt, payload) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: {
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  // Browsers go by the header: a JSON answer that does not say so reads as text in the web app.
  const type = String(res.headers['content-type'] ?? '');
  if (res.body.length > 0 && !type.startsWith('application/json')) {
    throw new Error(`${method} ${url} answered ${res.statusCode} with content-type "${type}", not JSON`);
  }
  return { status: res.statusCode, body: res.json() };
}
/** The stored market snapshots of an ASIN (shared by every company), with their price history or null. */
export async function storedSnapshots(ctx, asin) {
  return ctx.services.database.db
    .select({ id: marketSnapshots.id, history: marketSnapshots.history })
    .from(marketSnapshots)
    .where(eq(marketSnapshots.asin, asin));
}
//# sourceMappingURL=seller.js.map
