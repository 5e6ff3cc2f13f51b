import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits.js';

/** Where a browser error happened: the web app, the login widget or the browser extension. */
export const ClientErrorSource = z.enum(['web', 'widget', 'extension']);
export type ClientErrorSource = z.infer<typeof ClientErrorSource>;

/** How it surfaced: a window error, an unhandled promise rejection, or a render caught by an error boundary. */
export const ClientErrorKind = z.enum(['error', 'unhandledrejection', 'render']);
export type ClientErrorKind = z.infer<typeof ClientErrorKind>;

/**
 * `POST /api/client-errors`: a browser error, sent without a session (a signed-in caller's
 * company is recorded). Tokens, JWTs and email addresses in it are removed by the server before
 * it is logged; clients should not send them in the first place.
 */
export const ClientErrorReport = z.object({
  source: ClientErrorSource,
  kind: ClientErrorKind,
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page's address (the server drops its query and fragment). */
  url: z.string().max(CLIENT_ERROR_LIMITS.url).optional(),
  /** The client's own build version. */
  release: z.string().max(CLIENT_ERROR_LIMITS.release).optional(),
  userAgent: z.string().max(CLIENT_ERROR_LIMITS.userAgent).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const ClientErrorReceived = z.object({ received: z.literal(true) });
export type ClientErrorReceived = z.infer<typeof ClientErrorReceived>;
