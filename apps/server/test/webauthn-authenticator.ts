import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator: the client side of WebAuthn at the network boundary. It makes real
 * ES256 keys, "none" attestations and signed assertions, as a browser and a security key would,
 * so the server's verification runs unchanged. `clone()` copies a passkey with its counter (a
 * cloned authenticator, for the counter-rollback check).
 */
type Held = { id: Uint8Array; privateKey: KeyObject; publicCose: Uint8Array; userHandle: string; counter: number };

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());

export class SoftAuthenticator {
  readonly held = new Map<string, Held>();

  constructor(
    readonly origin: string,
    readonly options: { userVerified?: boolean; backedUp?: boolean; counterStep?: number } = {},
  ) {}

  private flags(attested: boolean): number {
    const { userVerified = true, backedUp = false } = this.options;
    return 0x01 | (userVerified ? 0x04 : 0) | (backedUp ? 0x18 : 0) | (attested ? 0x40 : 0);
  }

  private authData(rpId: string, counter: number, attested: Uint8Array | null): Uint8Array {
    const head = new Uint8Array(37);
    head.set(sha256(rpId), 0);
    head[32] = this.flags(attested !== null);
    new DataView(head.buffer).setUint32(33, counter);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() with the server's creation options (JSON form). */
  register(optionsJson: string) {
    const options = JSON.parse(optionsJson);
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicCose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
    const id = new Uint8Array(randomBytes(16));
    const attested = Buffer.concat([new Uint8Array(16), new Uint8Array([0, id.length]), id, publicCose]);
    const counter = this.options.counterStep === 0 ? 0 : 1;
    const authData = this.authData(options.rp.id, counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    this.held.set(b64(id), { id, privateKey, publicCose, userHandle: options.user.id, counter });
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): the first held passkey the options allow (any, when discoverable). */
  assert(optionsJson: string, credentialId?: string) {
    const options = JSON.parse(optionsJson);
    const allowed: string[] = (options.allowCredentials ?? []).map((c: { id: string }) => c.id);
    const key = credentialId ?? [...this.held.keys()].find((k) => allowed.length === 0 || allowed.includes(k));
    const held = key ? this.held.get(key) : undefined;
    if (!held) throw new Error('no passkey for these options');
    held.counter += this.options.counterStep ?? 1;
    const authData = this.authData(options.rpId, held.counter, null);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), held.privateKey);
    return {
      id: b64(held.id),
      rawId: b64(held.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        userHandle: held.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** Another authenticator holding a copy of this one's passkey, its counter where it was. */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator(this.origin, this.options);
    for (const [k, v] of this.held) copy.held.set(k, { ...v });
    return copy;
  }
}
