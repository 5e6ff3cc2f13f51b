/** A PKCE pair: the verifier stays in the browser, the challenge goes with the start call. */
export interface PkcePair {
  code_challenge: string;
  code_verifier: string;
}

/** Flows with their own stored pair (a magic link and an OAuth redirect may be in flight together). */
export type PkceFlow = 'magic_links' | 'passwords' | 'oauth' | 'sso';

/** Prefix of the localStorage keys of stored pairs. */
export const PKCE_STORAGE_PREFIX = 'shelfscope_identity_pkce_';

/** base64url without padding, as RFC 7636 requires for the S256 challenge. */
export function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string, crypto: Crypto = globalThis.crypto): Promise<string> {
  // The verifier is ASCII hex, so char codes are its bytes; this avoids TextEncoder, whose
  // Uint8Array can come from another realm (jsdom) and be rejected by subtle.digest.
  const bytes = Uint8Array.from(verifier, (c) => c.charCodeAt(0));
  return base64Url(await crypto.subtle.digest('SHA-256', bytes));
}

/** A fresh pair: verifier = 16 random 32-bit values, each as 8 hex digits (128 characters). */
export async function createPkcePair(crypto: Crypto = globalThis.crypto): Promise<PkcePair> {
  const words = new Uint32Array(16);
  crypto.getRandomValues(words);
  const code_verifier = Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
  return { code_verifier, code_challenge: await pkceChallenge(code_verifier, crypto) };
}

/** Stores one flow's pair in localStorage so it survives the redirect back from the email or provider. */
export class PkceManager {
  private readonly key: string;

  constructor(
    publicToken: string,
    flow: PkceFlow,
    private readonly storage: Storage | undefined,
    private readonly warn: (message: string) => void,
    private readonly crypto: Crypto = globalThis.crypto,
  ) {
    this.key = `${PKCE_STORAGE_PREFIX}${publicToken}::${flow}`;
  }

  /** Creates and stores a new pair, replacing any earlier one. */
  async start(): Promise<PkcePair> {
    const pair = await createPkcePair(this.crypto);
    this.storage?.setItem(this.key, JSON.stringify(pair));
    return pair;
  }

  /** The stored pair; a malformed one is warned about and treated as absent. */
  get(): PkcePair | undefined {
    const raw = this.storage?.getItem(this.key) ?? null;
    if (raw === null) return undefined;
    try {
      const value: unknown = JSON.parse(raw);
      if (isPair(value)) return value;
    } catch {
      // Falls through to the warning.
    }
    this.warn('Found a malformed PKCE pair in localStorage; ignoring it.');
    return undefined;
  }

  /** Forgets the stored pair. */
  clear(): void {
    this.storage?.removeItem(this.key);
  }

  /**
   * The challenge to send with a start call: a new pair when the project requires PKCE for this
   * flow, otherwise undefined (and an old pair is dropped so a later authenticate does not send a
   * verifier the server never asked for).
   */
  async challengeIfRequired(required: boolean): Promise<string | undefined> {
    if (!required) {
      this.clear();
      return undefined;
    }
    return (await this.start()).code_challenge;
  }
}

function isPair(value: unknown): value is PkcePair {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.code_challenge === 'string' && typeof v.code_verifier === 'string';
}
