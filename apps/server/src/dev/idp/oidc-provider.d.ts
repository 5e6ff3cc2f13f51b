// oidc-provider ships no type declarations; the dev IdP uses a small, checked part of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type AnyObject = Record<string, unknown>;
  export type KoaContextWithOIDC = { oidc: { client?: { clientId: string }; session?: { accountId?: string } } & AnyObject };
  export interface Interaction {
    uid: string;
    prompt: { name: string; details: AnyObject };
    params: AnyObject;
    session?: { accountId?: string };
    grantId?: string;
  }
  export class GrantInstance {
    constructor(init: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: AnyObject);
    proxy: boolean;
    Grant: typeof GrantInstance & { find(id: string): Promise<GrantInstance | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: AnyObject, options?: AnyObject): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
