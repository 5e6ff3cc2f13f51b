import type { ResponseCommon } from '../types.js';
import { validate } from '../validate.js';
import type { ClientContext } from './context.js';

/** An email domain of the organization, verified by a DNS TXT record (ShelfScope's addition). */
export interface EmailDomain {
  domain_id: string;
  organization_id: string;
  domain: string;
  status: 'pending' | 'verified';
  txt_record: { type: 'TXT'; name: string; value: string };
  verified_at: string | null;
  last_checked_at: string | null;
  last_check_error: string;
  lost_at: string | null;
  created_at: string;
}

/** Verified domains, for organization admins (the server checks the permission). */
export interface DomainsApi {
  list(): Promise<{ domains: EmailDomain[] } & ResponseCommon>;
  add(params: { domain: string }): Promise<{ domain: EmailDomain } & ResponseCommon>;
  verify(params: { domain_id: string }): Promise<{ domain: EmailDomain } & ResponseCommon>;
  remove(params: { domain_id: string }): Promise<{ domain_id: string } & ResponseCommon>;
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
