import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';

/** A 256-bit secret from the CSPRNG, base64url: session tokens, ISTs, magic-link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit one-time passcode (about 20 bits) from the CSPRNG. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Stytch-style ids: `member-test-<uuid>`; the environment makes test and live ids distinct. */
export function newId(kind: string, environment: 'test' | 'live'): string {
  return `${kind}-${environment}-${randomUUID()}`;
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keys derived from the server secret. Secrets are stored as HMAC-SHA256 digests (a leaked
 * table reveals no token, and 6-digit codes cannot be brute-forced offline without the key);
 * data at rest is sealed with AES-256-GCM.
 */
export class SecretBox {
  private readonly hmacKey: Buffer;
  private readonly encryptionKey: Buffer;

  constructor(secret: Buffer) {
    if (secret.length < 32) throw new Error('the identity secret must be at least 32 bytes');
    this.hmacKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'shelfscope identity: secret hashing', 32));
    this.encryptionKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'shelfscope identity: encryption', 32));
  }

  /** The stored form of a token or code; `purpose` keeps digests of different kinds apart. */
  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.hmacKey).update(purpose).update('\0').update(value).digest('hex');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_BYTES });
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    // GCM would accept a tag cut down to 4 bytes (a prefix of the right one verifies), which
    // makes forging a sealed value 2^96 times easier: only the full 16-byte tag is accepted.
    if (!iv || !tag || !body || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('sealed value is malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

/** PKCE S256: base64url(SHA-256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
