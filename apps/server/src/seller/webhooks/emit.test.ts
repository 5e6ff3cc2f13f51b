import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attemptJobId } from './emit.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('attemptJobId', () => {
  it('is a UUID for any delivery and attempt, the same for the same pair and another for the next attempt', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const delivery = randomUUID();
      for (const attempt of [0, 1, 7]) {
        const id = attemptJobId(delivery, attempt);
        expect(id).toMatch(UUID);
        expect(attemptJobId(delivery, attempt)).toBe(id);
        ids.add(id);
      }
    }
    expect(ids.size).toBe(600);
  });
});
