// The server's configuration, read once at boot from the environment: the variables and their
// validation (config/env.ts), the typed settings every module receives (config/types.ts) and the
// reading itself with the checks that span variables (config/load.ts).
export type { TraceSamplerName } from './config/env.js';
export { BUILT_EXTENSION_ID, ConfigError, isLoopback, loadConfig } from './config/load.js';
export * from './config/types.js';
