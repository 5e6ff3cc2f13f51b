import { X509Certificate } from 'node:crypto';
import { identityError } from '../errors.js';

/** PEM text of a certificate given as PEM or as the bare base64 of its DER (as IdP metadata carries it). */
export function toPem(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN CERTIFICATE-----')) return `${trimmed}\n`;
  const body = trimmed.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * Parses an X.509 certificate: its issuer and expiry for the wire, or a 400 naming the field.
 * The whole certificate must parse (node:crypto), so garbage never reaches signature checks.
 */
export function parseCertificate(text: string, field: string): { pem: string; issuer: string; expiresAt: string | null } {
  if (text.length > 20_000) throw identityError('bad_request', `${field} is too long to be an X.509 certificate.`);
  const pem = toPem(text);
  try {
    const cert = new X509Certificate(pem);
    const expires = new Date(cert.validTo);
    return {
      pem: cert.toString(),
      issuer: cert.issuer.replace(/\n/g, ', '),
      expiresAt: Number.isNaN(expires.getTime()) ? null : expires.toISOString(),
    };
  } catch {
    throw identityError('bad_request', `${field} is not a valid PEM-encoded X.509 certificate.`);
  }
}

/** The certificate's body without the PEM armour (node-saml compares and embeds it this way). */
export function pemBody(pem: string): string {
  return pem
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
}
