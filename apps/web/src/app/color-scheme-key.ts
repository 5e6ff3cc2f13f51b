/**
 * The remembered light/dark choice (Mantine's localStorage manager keeps it under this key);
 * index.html and sign-in.html read the same key before the first paint. A module of its own so
 * the sign-in page's light entry can use it without Mantine.
 */
export const COLOR_SCHEME_KEY = 'shelfscope-color-scheme';
