import type { StrengthCheckResponse } from '@shelfscope/identity-client';

/** Segment color of the zxcvbn bar. */
export type SegmentColor = 'red' | 'green';

/** What the strength meter shows for one strength_check response (spec section 5). */
export type StrengthView =
  | { policy: 'none' }
  | { policy: 'zxcvbn'; segments: number; color: SegmentColor; warning: string; suggestions: string[]; valid: boolean }
  | {
      policy: 'luds';
      lengthOk: boolean;
      complexityOk: boolean;
      breached: boolean;
      valid: boolean;
    };

/** The LUDS requirements as bootstrap states them (password_config). */
export interface LudsRequirements {
  minimumLength: number;
  complexity: number;
}

/**
 * Maps a strength response to the meter. zxcvbn: score 0 or 1 lights 1 red segment, 2 lights 2
 * red, 3 lights 3 green, 4 lights 4 green. LUDS: a length check, a complexity check, and the
 * breached message.
 */
export function strengthView(response: StrengthCheckResponse): StrengthView {
  if (response.strength_policy === 'zxcvbn') {
    const score = Math.max(0, Math.min(4, Math.round(response.score)));
    return {
      policy: 'zxcvbn',
      segments: Math.max(1, score),
      color: score >= 3 ? 'green' : 'red',
      warning: response.zxcvbn_feedback?.warning ?? '',
      suggestions: response.zxcvbn_feedback?.suggestions ?? [],
      valid: response.valid_password,
    };
  }
  if (response.strength_policy === 'luds') {
    const feedback = response.luds_feedback;
    return {
      policy: 'luds',
      lengthOk: (feedback?.missing_characters ?? 0) === 0,
      complexityOk: (feedback?.missing_complexity ?? 0) === 0,
      breached: response.breached_password,
      valid: response.valid_password,
    };
  }
  return { policy: 'none' };
}
