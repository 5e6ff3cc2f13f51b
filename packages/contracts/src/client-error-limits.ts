// Apart from the schemas (client-errors.ts) and free of zod: the extension and the widget cut
// their reports to these without bundling zod.

/** Bounds of a browser error report's fields (the body itself is at most CLIENT_ERROR_MAX_BYTES). */
export const CLIENT_ERROR_LIMITS = { message: 1_000, stack: 8_000, url: 1_000, release: 100, userAgent: 300 } as const;
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
