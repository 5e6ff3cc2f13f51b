import { X509Certificate } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDevIdpKeys } from './keys.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the dev IdP keys', () => {
  it('are generated once into DATA_DIR (0600) and the same after a restart, even when two processes race', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dev-idp-'));
    dirs.push(dir);
    const [a, b] = await Promise.all([loadDevIdpKeys(dir), loadDevIdpKeys(dir)]);
    expect(a).toEqual(b);
    expect(await loadDevIdpKeys(dir)).toEqual(a);
    expect(await readdir(dir)).toEqual(['dev-idp-keys.json']);
    expect((await stat(path.join(dir, 'dev-idp-keys.json'))).mode & 0o777).toBe(0o600);
    const certificate = new X509Certificate(a.certificatePem);
    expect(certificate.publicKey.export({ type: 'spki', format: 'pem' })).toBe(a.publicKeyPem);
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now() + 5 * 365 * 86_400_000);
  });
});
