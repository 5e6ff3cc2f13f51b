import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { IdentityConfig } from '../../config.js';
import { identityError } from '../errors.js';
import { isBreachedPassword } from './breached.js';

/** zxcvbn policy: a score of 3 ("safely unguessable") or more, as the provider requires. */
export const MIN_ZXCVBN_SCORE = 3;

/** Local parts shorter than this are not looked for inside a password (they would refuse most). */
const MIN_LOCAL_PART = 3;

const EMAIL_WARNING = 'Avoid using your email address in your password.';

/** The strength_check response (wire contract), minus status_code and request_id. */
export type PasswordStrength = {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: true;
  strength_policy: 'luds' | 'zxcvbn';
  zxcvbn_feedback: { suggestions: string[]; warning: string };
  luds_feedback: {
    has_lower_case: boolean;
    has_upper_case: boolean;
    has_digit: boolean;
    has_symbol: boolean;
    missing_complexity: number;
    missing_characters: number;
  };
};

type PasswordPolicy = Pick<IdentityConfig, 'passwordPolicy' | 'ludsMinLength' | 'ludsComplexity'>;

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * Loaded and built on first use: the dictionaries take a noticeable moment (~150 ms) and some
 * 13 MB of heap, which a server that never checks a password does not keep.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

function localPart(emailAddress: string | undefined): string | null {
  if (!emailAddress) return null;
  const local = emailAddress.slice(0, emailAddress.lastIndexOf('@')).toLowerCase();
  return local.length >= MIN_LOCAL_PART ? local : null;
}

function ludsFeedback(password: string, policy: PasswordPolicy): PasswordStrength['luds_feedback'] {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{N}]/u.test(password);
  const classes = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, policy.ludsComplexity - classes),
    missing_characters: Math.max(0, policy.ludsMinLength - [...password].length),
  };
}

/**
 * The strength of a password under the project's policy. Breached passwords (the offline list)
 * and passwords that contain the address's local part are never valid. Both feedback objects are
 * always filled; strength_policy tells the client which one to show.
 */
export async function checkPasswordStrength(
  policy: PasswordPolicy,
  password: string,
  emailAddress?: string,
): Promise<PasswordStrength> {
  const breached = await isBreachedPassword(password);
  const local = localPart(emailAddress);
  const containsEmail = local !== null && password.toLowerCase().includes(local);
  const estimate = (await zxcvbn()).check(password, emailAddress ? [emailAddress, ...(local ? [local] : [])] : []);
  const luds = ludsFeedback(password, policy);
  const meetsPolicy =
    policy.passwordPolicy === 'luds'
      ? luds.missing_characters === 0 && luds.missing_complexity === 0
      : estimate.score >= MIN_ZXCVBN_SCORE;
  return {
    valid_password: meetsPolicy && !breached && !containsEmail,
    score: estimate.score,
    breached_password: breached,
    breach_detection_on_create: true,
    strength_policy: policy.passwordPolicy,
    zxcvbn_feedback: {
      suggestions: estimate.feedback.suggestions,
      warning: estimate.feedback.warning || (containsEmail ? EMAIL_WARNING : ''),
    },
    luds_feedback: luds,
  };
}

/** Why a password is too weak, in one sentence for error_message. */
function weaknessMessage(policy: PasswordPolicy, strength: PasswordStrength): string {
  if (strength.zxcvbn_feedback.warning === EMAIL_WARNING) return `The password is too weak. ${EMAIL_WARNING}`;
  if (policy.passwordPolicy === 'luds') {
    return `The password is too weak: it must be at least ${policy.ludsMinLength} characters long and contain ${policy.ludsComplexity} of: uppercase letter, lowercase letter, number, symbol.`;
  }
  const hints = [strength.zxcvbn_feedback.warning, ...strength.zxcvbn_feedback.suggestions].filter(Boolean).join(' ');
  return `The password is too weak (score ${strength.score} of 4, at least ${MIN_ZXCVBN_SCORE} needed).${hints ? ` ${hints}` : ''}`;
}

/** Refuses a password that may not be set: breached_password first, then weak_password. */
export async function assertPasswordAcceptable(policy: PasswordPolicy, password: string, emailAddress?: string): Promise<void> {
  const strength = await checkPasswordStrength(policy, password, emailAddress);
  if (strength.breached_password) throw identityError('breached_password');
  if (!strength.valid_password) throw identityError('weak_password', weaknessMessage(policy, strength));
}
