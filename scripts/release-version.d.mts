export function releaseVersion(root?: string, env?: NodeJS.ProcessEnv): string;
