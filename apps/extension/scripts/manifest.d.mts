export const MARKETPLACE_DOMAINS: string[];
export const PUBLIC_KEY: string;
export function originPattern(origin: string): string;
export function manifest(options: {
  version: string;
  release?: string;
  servers: string[];
  withKey: boolean;
}): Record<string, unknown>;
