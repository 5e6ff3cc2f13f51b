/**
 * The release this web app was built as (`git describe --tags --always --dirty`, stamped by its
 * Vite build from scripts/release-version.mjs), shown at the foot of the navigation so a report
 * of a problem can say which build it was.
 */
export const RELEASE: string = import.meta.env.SHELFSCOPE_RELEASE ?? 'development';
