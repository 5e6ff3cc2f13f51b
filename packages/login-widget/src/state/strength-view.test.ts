import type { StrengthCheckResponse } from '@shelfscope/identity-client';
import { describe, expect, it } from 'vitest';
import { strengthView } from './strength-view.js';

const response = (overrides: Partial<StrengthCheckResponse>): StrengthCheckResponse => ({
  request_id: 'r',
  status_code: 200,
  valid_password: false,
  score: 0,
  breached_password: false,
  strength_policy: 'zxcvbn',
  breach_detection_on_create: true,
  zxcvbn_feedback: { warning: '', suggestions: [] },
  luds_feedback: {
    has_lower_case: true,
    has_upper_case: false,
    has_digit: false,
    has_symbol: false,
    missing_complexity: 2,
    missing_characters: 3,
  },
  ...overrides,
});

describe('strength meter mapping', () => {
  it('zxcvbn: score 0 or 1 lights one red segment, 2 two red, 3 three green, 4 four green', () => {
    const bar = (score: number) => {
      const view = strengthView(response({ score }));
      return view.policy === 'zxcvbn' ? [view.segments, view.color] : null;
    };
    expect(bar(0)).toEqual([1, 'red']);
    expect(bar(1)).toEqual([1, 'red']);
    expect(bar(2)).toEqual([2, 'red']);
    expect(bar(3)).toEqual([3, 'green']);
    expect(bar(4)).toEqual([4, 'green']);
  });

  it('zxcvbn: passes the warning, suggestions and validity', () => {
    const view = strengthView(
      response({
        score: 1,
        zxcvbn_feedback: { warning: 'This is a top-10 common password.', suggestions: ['Add another word or two.'] },
      }),
    );
    expect(view).toMatchObject({
      warning: 'This is a top-10 common password.',
      suggestions: ['Add another word or two.'],
      valid: false,
    });
  });

  it('luds: length and complexity checks from the missing counts, and the breached flag', () => {
    expect(strengthView(response({ strength_policy: 'luds' }))).toEqual({
      policy: 'luds',
      lengthOk: false,
      complexityOk: false,
      breached: false,
      valid: false,
    });
    const good = response({
      strength_policy: 'luds',
      valid_password: true,
      breached_password: true,
      luds_feedback: {
        has_lower_case: true,
        has_upper_case: true,
        has_digit: true,
        has_symbol: false,
        missing_complexity: 0,
        missing_characters: 0,
      },
    });
    expect(strengthView(good)).toMatchObject({ lengthOk: true, complexityOk: true, breached: true, valid: true });
  });

  it('none shows nothing', () => {
    expect(strengthView(response({ strength_policy: 'none' }))).toEqual({ policy: 'none' });
  });
});
