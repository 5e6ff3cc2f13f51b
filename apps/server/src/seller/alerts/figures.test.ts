import { FIGURE_FIELDS, type FigureKind } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { ALERT_FIELDS } from './reading.js';

/** The kinds a field of each filter type may be written as. */
const KINDS: Record<string, FigureKind[]> = {
  number: ['money', 'cost', 'percent', 'rank', 'count', 'number', 'threat'],
  boolean: ['boolean'],
  text: ['text', 'eligibility', 'date'],
};

describe('the figures of alert rules’ fields', () => {
  it('gives every field a rule can name a label and a kind of its type, and names no other', () => {
    expect(Object.keys(FIGURE_FIELDS).sort()).toEqual(Object.keys(ALERT_FIELDS).sort());
    for (const [name, field] of Object.entries(ALERT_FIELDS)) {
      expect(KINDS[field.type], name).toContain(FIGURE_FIELDS[name]?.kind);
    }
  });
});
