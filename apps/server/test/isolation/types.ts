import type { TestContext } from '../test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One kind of seller resource for the tenant-isolation test. `create` makes one in a company
 * (through the API, with that company's token) and returns its id; `probe` reads it back
 * (with the owner's token) so the test can see it unchanged. `routes` are every route that
 * takes the resource's id (in the path or the body): the test calls each with ANOTHER
 * company's token on this id and expects 404. `lists` are reads (list, slim list, search)
 * that answer 200 to the other company and must not contain the id.
 */
export type IsolationResource = {
  name: string;
  create(ctx: TestContext, jwt: string): Promise<string>;
  probe(ctx: TestContext, jwt: string, id: string): Promise<unknown>;
  routes: { method: Method; url: (id: string) => string; body?: (id: string) => unknown }[];
  lists?: { method: Method; url: string; body?: unknown }[];
};
