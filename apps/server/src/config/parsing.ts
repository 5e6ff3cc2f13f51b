import { z } from 'zod';

/** The error loadConfig throws: every problem it found, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A boolean environment flag: 1/true/yes/on or 0/false/no/off; anything else is an error. */
export const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** The parsed values of one concern's variables (a zod shape). */
export type EnvOf<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;

/** A comma-separated variable's items, trimmed, empty ones left out; unset: none. */
export function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** What every concern may depend on: decided first, from the operations variables. */
export type BootContext = { isProduction: boolean; publicUrl: string; devTools: boolean };
