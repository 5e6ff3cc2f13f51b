import { validate } from '../validate.js';
// Types only: the wire's zod schemas never reach a bundle through the client.
import type { DomainAnswer, EmailDomain as WireEmailDomain } from '../wire/domains.js';
import type { ClientContext } from './context.js';

/** An email domain of the organization, verified by a DNS TXT record (ShelfScope's addition). */
export type EmailDomain = WireEmailDomain;

/** Verified domains, for organization admins (the server checks the permission). */
export interface DomainsApi {
  list(): Promise<DomainAnswer<'list'>>;
  add(params: { domain: string }): Promise<DomainAnswer<'one'>>;
  verify(params: { domain_id: string }): Promise<DomainAnswer<'one'>>;
  remove(params: { domain_id: string }): Promise<DomainAnswer<'remove'>>;
}

const BASE = '/b2b/organizations/me/domains';

export function domainsApi(ctx: Pick<ClientContext, 'network'>): DomainsApi {
  const id = (method: string, domainId: unknown) => {
    validate(method).isString('domain_id', domainId);
    return encodeURIComponent(domainId as string);
  };
  return {
    list: () => ctx.network.request({ method: 'GET', path: BASE }),
    add: (p) => {
      validate('domains.add').isString('domain', p.domain);
      return ctx.network.request({ method: 'POST', path: BASE, body: { domain: p.domain } });
    },
    verify: (p) => ctx.network.request({ method: 'POST', path: `${BASE}/${id('domains.verify', p.domain_id)}/verify` }),
    remove: (p) => ctx.network.request({ method: 'DELETE', path: `${BASE}/${id('domains.remove', p.domain_id)}` }),
  };
}
