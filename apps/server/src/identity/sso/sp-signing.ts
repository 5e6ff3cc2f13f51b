import { generateKeyPairSync } from 'node:crypto';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { type ConnectionRow, saveConnection } from './connections.js';
import type { SpSigningKey } from './schema.js';

/** How long an SP signing certificate is valid; rotate before then. */
const CERTIFICATE_YEARS = 5;
/** The new key signs; the one before stays listed (metadata, the wire) so the IdP can move over. */
const KEYS_KEPT = 2;

/**
 * Rotates a SAML connection's SP signing key: a new RSA-2048 key with a self-signed certificate
 * (SAML IdPs trust the certificate as given, no CA), sealed at rest. From then on every
 * AuthnRequest is signed with it (HTTP-Redirect: SigAlg RSA-SHA256 and Signature in the query).
 */
export async function rotateSpSigningKey(ctx: IdentityContext, c: ConnectionRow): Promise<ConnectionRow> {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const now = new Date();
  const notAfterDate = new Date(now);
  notAfterDate.setFullYear(now.getFullYear() + CERTIFICATE_YEARS);
  // selfsigned (with @peculiar/x509, 4 MB of heap) is loaded with the first rotation (decision 048).
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: `ShelfScope SP ${c.connectionId}`.slice(0, 64) }], {
    keyPair: { privateKey: pair.privateKey, publicKey: pair.publicKey },
    algorithm: 'sha256',
    notAfterDate,
  });
  const key: SpSigningKey = {
    certificate_id: newId('saml-signing-certificate', ctx.project.environment),
    certificate: pems.cert,
    private_key_sealed: ctx.box.seal(pair.privateKey),
    created_at: now.toISOString(),
    expires_at: notAfterDate.toISOString(),
  };
  return saveConnection(ctx, c, { spSigningKeys: [key, ...c.spSigningKeys].slice(0, KEYS_KEPT) });
}

/** The private key that signs this connection's requests (the newest), if it has one. */
export function currentSigningKey(ctx: IdentityContext, c: ConnectionRow): string | null {
  const [key] = c.spSigningKeys;
  return key ? ctx.box.open(key.private_key_sealed) : null;
}
