import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server secret behind token hashing and encryption at rest. From IDENTITY_SECRET when set
 * (required when several instances share a database); otherwise generated once into the data
 * folder (mode 0600) and reused.
 */
export async function loadIdentitySecret(options: { configured: string | undefined; dataDir: string }): Promise<Buffer> {
  if (options.configured) return Buffer.from(options.configured, 'base64');
  const file = path.resolve(options.dataDir, 'identity-secret.key');
  try {
    const existing = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
