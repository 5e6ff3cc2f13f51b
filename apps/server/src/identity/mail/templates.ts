import { type EmailContent, renderEmail } from './layout.js';
import { durationText, type EmailLocale, type EmailTexts, emailTexts } from './texts.js';

/**
 * The identity emails, in the locale the call carried (`locale`, texts.ts: seven languages,
 * English otherwise). The client may name template ids; we have one built-in template per email
 * and locale, so ids are accepted and ignored (as the provider falls back to its default
 * template).
 */

/** Organization names come from admins: keep line breaks and control characters out of subjects. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** "10 minutes", "2 hours", "7 days": how long a link or code lives, in the largest whole unit. */
export function expiry(minutes: number, locale: EmailLocale = 'en'): string {
  const [amount, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day' as const]
      : minutes % 60 === 0
        ? [minutes / 60, 'hour' as const]
        : [minutes, 'minute' as const];
  return durationText(locale, amount, unit);
}

/** The layout with the locale's lang and link line. */
function render(
  locale: EmailLocale,
  texts: EmailTexts,
  input: Omit<Parameters<typeof renderEmail>[0], 'lang' | 'pasteLink'>,
): EmailContent {
  return renderEmail({ ...input, lang: locale, pasteLink: texts.pasteLink });
}

/** The locale field every email's input takes: the `locale` of the call that sent it. */
type Localized = { locale?: string | undefined };

export function magicLinkLoginEmail(
  input: Localized & { projectName: string; organizationName: string; url: string; minutes: number },
): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  const organization = oneLine(input.organizationName);
  return render(locale, t, {
    projectName: input.projectName,
    subject: t.loginSubject(organization),
    heading: t.loginSubject(organization),
    paragraphs: [`${t.loginBody(organization)} ${t.linkOnce(expiry(input.minutes, locale))}`],
    action: { label: t.loginAction, url: input.url },
    footnote: t.ignoreNote,
  });
}

export function magicLinkSignupEmail(
  input: Localized & { projectName: string; organizationName: string; url: string; minutes: number },
): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  const organization = oneLine(input.organizationName);
  return render(locale, t, {
    projectName: input.projectName,
    subject: t.signupSubject(organization),
    heading: t.joinHeading(organization),
    paragraphs: [`${t.signupBody(organization)} ${t.linkOnce(expiry(input.minutes, locale))}`],
    action: { label: t.signupAction, url: input.url },
    footnote: t.ignoreNote,
  });
}

export function discoveryMagicLinkEmail(input: Localized & { projectName: string; url: string; minutes: number }): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  const project = oneLine(input.projectName);
  return render(locale, t, {
    projectName: project,
    subject: t.discoverySubject(project),
    heading: t.discoverySubject(project),
    paragraphs: [`${t.discoveryBody} ${t.linkOnce(expiry(input.minutes, locale))}`],
    action: { label: t.discoveryAction, url: input.url },
    footnote: t.ignoreNote,
  });
}

/** A passcode email. The code stays out of the subject: subjects show on lock screens and in logs. */
export function otpEmail(
  input: Localized & {
    projectName: string;
    purpose: 'login' | 'signup' | 'discovery';
    /** The organization the code is for; absent for discovery. */
    organizationName?: string;
    code: string;
    minutes: number;
  },
): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  const project = oneLine(input.projectName);
  const target = input.organizationName ? oneLine(input.organizationName) : project;
  const intro = { login: t.otpLogin, signup: t.otpSignup, discovery: t.otpDiscovery }[input.purpose](target);
  return render(locale, t, {
    projectName: project,
    subject: input.purpose === 'login' ? t.otpLoginSubject(target) : t.otpVerification,
    heading: input.purpose === 'login' ? t.otpLoginHeading : t.otpVerification,
    paragraphs: [intro, t.codeExpiry(expiry(input.minutes, locale))],
    code: input.code,
    footnote: t.codeIgnoreNote,
  });
}

export function inviteEmail(
  input: Localized & {
    projectName: string;
    organizationName: string;
    /** Who sent the invite: their name, or their address when they have none. */
    inviter: string;
    url: string;
    minutes: number;
  },
): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  const organization = oneLine(input.organizationName);
  return render(locale, t, {
    projectName: input.projectName,
    subject: t.inviteSubject(organization),
    heading: t.joinHeading(organization),
    paragraphs: [
      t.inviteBody(oneLine(input.inviter), organization, oneLine(input.projectName)),
      `${t.inviteAccept} ${t.linkOnce(expiry(input.minutes, locale))}`,
    ],
    action: { label: t.inviteAction, url: input.url },
    footnote: t.inviteFootnote,
  });
}

/** A password reset link of an organization, or (an address not yet proven) the verify-email variant. */
export function organizationResetEmail(
  input: Localized & {
    projectName: string;
    organizationName: string;
    to: string;
    url: string;
    minutes: number;
    isEmailVerified: boolean;
  },
): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  const organization = oneLine(input.organizationName);
  const once = t.linkOnce(durationText(locale, input.minutes, 'minute'));
  return input.isEmailVerified
    ? render(locale, t, {
        projectName: input.projectName,
        subject: t.resetSubject(organization),
        heading: t.resetSubject(organization),
        paragraphs: [t.resetAsked(input.to, organization), `${t.resetChoose} ${once}`],
        action: { label: t.resetAction, url: input.url },
        footnote: t.resetFootnote,
      })
    : render(locale, t, {
        projectName: input.projectName,
        subject: t.verifySubject(organization),
        heading: t.verifyHeading,
        paragraphs: [t.verifyConfirm(input.to, organization), `${t.verifyUse} ${once}`],
        action: { label: t.verifyAction, url: input.url },
        footnote: t.verifyFootnote,
      });
}

/** A password reset link of discovery (the address's password in every organization). */
export function discoveryResetEmail(
  input: Localized & { projectName: string; to: string; url: string; minutes: number },
): EmailContent {
  const { locale, texts: t } = emailTexts(input.locale);
  return render(locale, t, {
    projectName: input.projectName,
    subject: t.discoveryResetSubject(input.projectName),
    heading: t.discoveryResetSubject(input.projectName),
    paragraphs: [
      t.discoveryResetAsked(input.to),
      `${t.resetChoose} ${t.linkOnce(durationText(locale, input.minutes, 'minute'))}`,
    ],
    action: { label: t.resetAction, url: input.url },
    footnote: t.resetFootnote,
  });
}

/** English only: sent by a member or an admin from Settings, not by a call that carries a locale. */
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
    footnote: emailTexts('en').texts.ignoreNote,
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
