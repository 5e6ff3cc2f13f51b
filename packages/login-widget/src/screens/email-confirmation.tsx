import { LinkButton } from '../ui/button.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';

/** Mail search links for the sender's domain (bootstrap email_domains), opened in a new tab. */
export function mailSearchLinks(domain: string): { gmail: string; yahoo: string; outlook: string } {
  const from = encodeURIComponent(`from:${domain}`);
  return {
    gmail: `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(`from:@${domain}`)}+in%3Aanywhere`,
    yahoo: `https://mail.yahoo.com/d/search/keyword=${from}`,
    outlook: `https://outlook.live.com/mail/0/inbox?search=${from}`,
  };
}

/** "Check your email" after a link was sent, with mail search links and "Try again". */
export function EmailConfirmationScreen() {
  const { t, state, bootstrap, dispatch } = useWidget();
  const links = mailSearchLinks(bootstrap.emailDomains[0] ?? '');
  return (
    <div className="ssl-screen">
      <Header
        title={t('checkEmailTitle')}
        description={t('emailSentTo', { email: state.formState.emailState.userSuppliedEmail })}
      />
      <div className="ssl-mail-links">
        <MailLink href={links.gmail} label={t('openGmail')} />
        <MailLink href={links.yahoo} label={t('openYahoo')} />
        <MailLink href={links.outlook} label={t('openOutlook')} />
      </div>
      <p className="ssl-text ssl-muted ssl-center ssl-small">
        {t('didntGetIt')}{' '}
        <LinkButton onClick={() => dispatch({ type: 'go_to_main', clearEmail: true })}>{t('tryAgain')}</LinkButton>
      </p>
    </div>
  );
}

function MailLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="ssl-btn ssl-btn-secondary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
