import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type DevIdpKeys = {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
  /** Self-signed X.509 certificate of the same key (SAML metadata, the demo SSO connection). */
  certificatePem: string;
};

const FILE = 'dev-idp-keys.json';

/**
 * The dev IdP's signing key and certificate, generated once into DATA_DIR and reused, so SSO
 * connections that trust its certificate keep working across restarts.
 */
export async function loadDevIdpKeys(dataDir: string): Promise<DevIdpKeys> {
  const file = path.resolve(dataDir, FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as DevIdpKeys;
    if (stored.kid && stored.privateKeyPem && stored.certificatePem) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const notAfterDate = new Date();
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 10);
  // selfsigned is a development dependency (decision 013): loaded only when the dev IdP makes its keys.
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'ShelfScope development IdP' }], {
    keyPair: { privateKey: pair.privateKey, publicKey: pair.publicKey },
    algorithm: 'sha256',
    notAfterDate,
  });
  const keys: DevIdpKeys = {
    kid: `dev-idp-${randomUUID()}`,
    privateKeyPem: pair.privateKey,
    publicKeyPem: pair.publicKey,
    certificatePem: pems.cert,
  };
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole to a private file, then linked into place: a process starting beside this one
  // never reads half a file, and if it linked first, its keys are the ones everybody uses.
  const temporary = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return JSON.parse(await readFile(file, 'utf8')) as DevIdpKeys;
}

/** The private key as a JWK (oidc-provider's signing key). */
export function privateJwk(keys: DevIdpKeys) {
  return { ...createPrivateKey(keys.privateKeyPem).export({ format: 'jwk' }), kid: keys.kid, use: 'sig', alg: 'RS256' };
}
