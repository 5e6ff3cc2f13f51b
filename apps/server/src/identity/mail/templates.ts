import { type EmailContent, renderEmail } from './layout.js';

/**
 * The identity emails. The client may name template ids and a locale; we have one built-in
 * English template per email, so those are accepted and ignored (as the provider falls back to
 * its default template).
 */

/** Organization names come from admins: keep line breaks and control characters out of subjects. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

const IGNORE_NOTE = "If you didn't ask for this, you can ignore this email: nothing happens until the link is used.";
const CODE_IGNORE_NOTE = "If you didn't ask for this code, you can ignore this email. Never share it with anyone.";

/** "10 minutes", "2 hours", "7 days": how long a link or code lives, in the largest whole unit. */
function expiry(minutes: number): string {
  const [amount, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export function magicLinkLoginEmail(input: {
  projectName: string;
  organizationName: string;
  url: string;
  minutes: number;
}): EmailContent {
  const organization = oneLine(input.organizationName);
  return renderEmail({
    projectName: input.projectName,
    subject: `Log in to ${organization}`,
    heading: `Log in to ${organization}`,
    paragraphs: [
      `Use the button below to log in to ${organization}. The link works once and expires in ${expiry(input.minutes)}.`,
    ],
    action: { label: 'Log in', url: input.url },
    footnote: IGNORE_NOTE,
  });
}

export function magicLinkSignupEmail(input: {
  projectName: string;
  organizationName: string;
  url: string;
  minutes: number;
}): EmailContent {
  const organization = oneLine(input.organizationName);
  return renderEmail({
    projectName: input.projectName,
    subject: `Finish signing up for ${organization}`,
    heading: `Join ${organization}`,
    paragraphs: [
      `Confirm your email address to finish joining ${organization}. The link works once and expires in ${expiry(input.minutes)}.`,
    ],
    action: { label: 'Confirm and join', url: input.url },
    footnote: IGNORE_NOTE,
  });
}

export function discoveryMagicLinkEmail(input: { projectName: string; url: string; minutes: number }): EmailContent {
  const project = oneLine(input.projectName);
  return renderEmail({
    projectName: project,
    subject: `Log in to ${project}`,
    heading: `Log in to ${project}`,
    paragraphs: [
      `Use the button below to confirm your email address and see your organizations. The link works once and expires in ${expiry(input.minutes)}.`,
    ],
    action: { label: 'Continue', url: input.url },
    footnote: IGNORE_NOTE,
  });
}

/** A passcode email. The code stays out of the subject: subjects show on lock screens and in logs. */
export function otpEmail(input: {
  projectName: string;
  purpose: 'login' | 'signup' | 'discovery';
  /** The organization the code is for; absent for discovery. */
  organizationName?: string;
  code: string;
  minutes: number;
}): EmailContent {
  const project = oneLine(input.projectName);
  const target = input.organizationName ? oneLine(input.organizationName) : project;
  const intro = {
    login: `Enter this code to log in to ${target}.`,
    signup: `Enter this code to confirm your email address and join ${target}.`,
    discovery: `Enter this code to confirm your email address and continue to ${target}.`,
  }[input.purpose];
  return renderEmail({
    projectName: project,
    subject: input.purpose === 'login' ? `Your login code for ${target}` : 'Your verification code',
    heading: input.purpose === 'login' ? 'Your login code' : 'Your verification code',
    paragraphs: [intro, `It expires in ${expiry(input.minutes)} and works once.`],
    code: input.code,
    footnote: CODE_IGNORE_NOTE,
  });
}

export function inviteEmail(input: {
  projectName: string;
  organizationName: string;
  /** Who sent the invite: their name, or their address when they have none. */
  inviter: string;
  url: string;
  minutes: number;
}): EmailContent {
  const organization = oneLine(input.organizationName);
  return renderEmail({
    projectName: input.projectName,
    subject: `You're invited to join ${organization}`,
    heading: `Join ${organization}`,
    paragraphs: [
      `${oneLine(input.inviter)} invited you to join ${organization} on ${oneLine(input.projectName)}.`,
      `Accept the invite with the button below. The link works once and expires in ${expiry(input.minutes)}.`,
    ],
    action: { label: 'Accept invite', url: input.url },
    footnote: "If you weren't expecting this invite, you can ignore this email.",
  });
}

export function emailUpdateEmail(input: {
  projectName: string;
  organizationName: string;
  url: string;
  minutes: number;
}): EmailContent {
  const organization = oneLine(input.organizationName);
  return renderEmail({
    projectName: input.projectName,
    subject: `Confirm your new email address for ${organization}`,
    heading: 'Confirm your new email address',
    paragraphs: [
      `Use the button below to make this your email address in ${organization}. The link works once and expires in ${expiry(input.minutes)}; until then your old address stays in use.`,
    ],
    action: { label: 'Confirm this address', url: input.url },
    footnote: IGNORE_NOTE,
  });
}

/** Sent once per lockout window when sign-in attempts of a member keep failing (member-failures.ts). */
export function failedSignInsEmail(input: {
  projectName: string;
  organizationName: string;
  kind: 'primary' | 'second';
}): EmailContent {
  const organization = oneLine(input.organizationName);
  const what = input.kind === 'primary' ? 'password or sign-in code' : 'second-factor code (authenticator, text or backup code)';
  return renderEmail({
    projectName: input.projectName,
    subject: `Failed sign-in attempts to your ${organization} account`,
    heading: 'Someone keeps failing to sign in as you',
    paragraphs: [
      `Several attempts to sign in to your account in ${organization} on ${oneLine(input.projectName)} failed recently: a wrong ${what}.`,
      'If this was you, there is nothing to do. If it was not, someone may be guessing: change your password, and keep your second factor to yourself. Further attempts are slowed down; your own sign-in still works.',
    ],
    footnote: 'We send this once for a burst of failed attempts, not once for each.',
  });
}
