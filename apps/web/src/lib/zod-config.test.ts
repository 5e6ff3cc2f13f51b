import { describe, expect, it } from 'vitest';
import { configureZod } from './zod-config';

describe('zod’s settings made without zod', () => {
  it('are the ones zod reads', async () => {
    configureZod();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
