import { desc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type SignJWT } from 'jose';
import type { Db } from '../../db/database.js';
import { newId, type SecretBox } from '../crypto.js';
import { identitySigningKeys } from '../schema.js';

/** The only algorithm we sign with and accept: RS256 (an allow-list of one). */
export const JWT_ALGORITHM = 'RS256';

/** Whatever jose signs with (a CryptoKey in Node 20's WebCrypto). */
type PrivateKey = Parameters<SignJWT['sign']>[0];

export type SigningKey = { kid: string; privateKey: PrivateKey; publicJwk: JWK };

/**
 * JWT signing keys, stored encrypted in the database so every instance signs with the same key.
 * rotate() adds a new current key; the JWKS keeps serving the previous one so tokens signed
 * just before a rotation still verify.
 */
export class SigningKeys {
  private current: SigningKey | undefined;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly project: { projectId: string; environment: 'test' | 'live' },
  ) {}

  async signingKey(): Promise<SigningKey> {
    if (this.current) return this.current;
    const [row] = await this.db
      .select()
      .from(identitySigningKeys)
      .where(isNull(identitySigningKeys.retiredAt))
      .orderBy(desc(identitySigningKeys.createdAt))
      .limit(1);
    this.current = row ? await this.load(row) : await this.rotate();
    return this.current;
  }

  /** The public keys clients verify with: the current key and the one before it. */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.signingKey();
    const rows = await this.db.select().from(identitySigningKeys).orderBy(desc(identitySigningKeys.createdAt)).limit(2);
    return { keys: rows.map((r) => r.publicJwk as JWK) };
  }

  async rotate(): Promise<SigningKey> {
    const { privateKey, publicKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
    const kid = newId('jwk', this.project.environment);
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: JWT_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: JWT_ALGORITHM };
    await this.db.transaction(async (tx) => {
      await tx.update(identitySigningKeys).set({ retiredAt: new Date() }).where(isNull(identitySigningKeys.retiredAt));
      await tx.insert(identitySigningKeys).values({
        kid,
        projectId: this.project.projectId,
        privateJwkEncrypted: this.box.seal(JSON.stringify(privateJwk)),
        publicJwk,
      });
    });
    this.current = { kid, privateKey, publicJwk };
    return this.current;
  }

  private async load(row: typeof identitySigningKeys.$inferSelect): Promise<SigningKey> {
    const privateJwk = JSON.parse(this.box.open(row.privateJwkEncrypted)) as JWK;
    const privateKey = await importJWK(privateJwk, JWT_ALGORITHM);
    return { kid: row.kid, privateKey, publicJwk: row.publicJwk as JWK };
  }

  /** Forgets the cached key (another instance may have rotated). */
  forget(): void {
    this.current = undefined;
  }
}
