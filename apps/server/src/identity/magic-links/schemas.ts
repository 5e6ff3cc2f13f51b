import { z } from 'zod';

/**
 * Request fields shared by the email routes (links and passcodes). Addresses are checked by
 * normalizeEmail, so a malformed one answers invalid_email as the client expects, not a schema
 * error. Template ids are accepted for compatibility (one built-in template per email); `locale` picks its language (mail/texts.ts).
 */
export const EmailAddress = z.string().max(320);
export const OrganizationId = z.string().min(1).max(200);
export const RedirectUrl = z.string().max(2048).optional();
/** Format checked by checkPkce (S256: 43 base64url characters). */
export const PkceChallenge = z.string().max(128).optional();
export const PkceVerifier = z.string().min(1).max(256).optional();
export const TemplateId = z.string().max(200).optional();
export const Locale = z.string().max(35).optional();
export const LinkToken = z.string().min(1).max(200);
/** The client sends its IST cookie with authenticate calls; checked where it is used. */
export const IntermediateSessionToken = z.string().max(200).optional();
/** Range checked by checkSessionDuration (invalid_session_duration). */
export const SessionDuration = z.number().int().optional();
/** Link lifetimes the client may ask for (the provider's range); the issuer caps them at its own. */
export const LinkExpiration = z.number().int().min(5).max(10_080).optional();
