import { ApiRequestError, type MarketplaceCode, type PlanDetails, TEXTS, type Toaster } from '@shelfscope/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { Send } from '../lib/bridge';
import { createExtensionClient, createWorkerRequester, type ExtensionClient } from '../lib/client';
import type { AuthState } from '../lib/messages';
import { ErrorText, OpenOptions } from './error-text';
import { Toasts, useToasts } from './toasts';

/** The plan feature the extension needs (seller plans catalog: AstroExtension and above). */
export const EXTENSION_FEATURE = 'extension';

export type ShellProps = {
  send: Send;
  /** Calls back when the stored session changes (a sign-in in the web app's tab, a sign-out). */
  onSessionChange: (listener: () => void) => () => void;
  children: (client: ExtensionClient, auth: AuthState) => ReactNode;
  /** The storefront's marketplace, sent with every product call; unset (the popup): the company's default. */
  marketplace?: MarketplaceCode;
};

type Access =
  | { status: 'checking' }
  | { status: 'allowed' }
  | { status: 'plan'; plan: PlanDetails | null }
  | { status: 'error'; message: string };

/**
 * What the panel and the popup share: the sign-in (through the web app), the plan check, the
 * typed client and the toasts. A member without the extension in their plan sees the plan
 * message with a link to Plan & billing, not an error.
 */
export function Shell({ send, onSessionChange, children, marketplace }: ShellProps) {
  const [auth, setAuth] = useState<AuthState | null>(null);
  const [access, setAccess] = useState<Access>({ status: 'checking' });
  const [signOutReason, setSignOutReason] = useState<string | null>(null);
  const reload = useCallback(() => {
    send({ type: 'auth.state' }).then(setAuth, () => setAuth(null));
  }, [send]);
  useEffect(() => {
    reload();
    return onSessionChange(reload);
  }, [reload, onSessionChange]);

  const serverUrl = auth?.serverUrl ?? '';
  const linkOf = useCallback((path: string) => `${serverUrl}${path}`, [serverUrl]);
  const { toasts, close, toaster } = useToasts(linkOf);
  // A 403 anywhere (spec section 8's plan toast) shows the plan message in place of the panel.
  const toast = useMemo<Toaster>(
    () => ({
      ...toaster,
      info: (title, message, link) =>
        title === TEXTS.planTitle ? setAccess({ status: 'plan', plan: null }) : toaster.info(title, message, link),
    }),
    [toaster],
  );
  const client = useMemo(
    () =>
      createExtensionClient(
        createWorkerRequester(send, {
          toast,
          onSignedOut: (reason) => {
            setSignOutReason(reason);
            reload();
          },
        }),
        marketplace,
      ),
    [send, toast, reload, marketplace],
  );

  useEffect(() => {
    if (!auth?.isSignedIn) return;
    let live = true;
    setAccess({ status: 'checking' });
    client.plan().then(
      (plan) => {
        if (!live) return;
        const hasExtension = plan.isActive && plan.planFeatures.some((f) => f.code === EXTENSION_FEATURE);
        setAccess(hasExtension ? { status: 'allowed' } : { status: 'plan', plan });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiRequestError && error.status === 403) setAccess({ status: 'plan', plan: null });
        else setAccess({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [auth?.isSignedIn, client]);

  const openOptions = useCallback(() => void send({ type: 'options.open' }), [send]);
  let body: ReactNode;
  if (!auth) body = <p className="ss-muted">Starting…</p>;
  else if (!auth.isSignedIn)
    body = (
      <SignIn
        serverUrl={auth.serverUrl}
        reason={signOutReason}
        onSignIn={() => void send({ type: 'auth.signIn' })}
        onOptions={openOptions}
      />
    );
  // While the plan is being checked the panel loads beside it: its own calls answer 403 without
  // a plan, and the first figures do not wait for a second round trip.
  else if (access.status === 'plan') body = <PlanMessage serverUrl={auth.serverUrl} plan={access.plan} />;
  else if (access.status === 'error') body = <ErrorText message={access.message} />;
  else body = children(client, auth);

  return (
    <OpenOptions.Provider value={openOptions}>
      {body}
      <Toasts toasts={toasts} close={close} />
    </OpenOptions.Provider>
  );
}

function SignIn({
  serverUrl,
  reason,
  onSignIn,
  onOptions,
}: {
  serverUrl: string;
  reason: string | null;
  onSignIn: () => void;
  onOptions: () => void;
}) {
  return (
    <div className="ss-card ss-center">
      {reason ? (
        <p role="alert" className="ss-error">
          {reason}
        </p>
      ) : null}
      <p>Sign in to ShelfScope to see profit, fees and scores on product pages.</p>
      <button type="button" className="ss-primary" onClick={onSignIn}>
        Sign in with ShelfScope
      </button>
      <p className="ss-muted ss-small">
        Opens {serverUrl} in a tab; no password is typed here. Another server?{' '}
        <button type="button" className="ss-link" onClick={onOptions}>
          Options
        </button>
      </p>
    </div>
  );
}

/** The 403 of spec section 8, worded as the web app's toast, with the way to a plan. */
export function PlanMessage({ serverUrl, plan }: { serverUrl: string; plan: PlanDetails | null }) {
  const hasPlanWithoutExtension = plan?.isActive === true;
  return (
    <div className="ss-card ss-center" role="status">
      <strong>{TEXTS.planTitle}</strong>
      <p>
        {hasPlanWithoutExtension ? `Your plan (${plan?.planName}) does not include the browser extension.` : TEXTS.planMessage}
      </p>
      <p className="ss-muted ss-small">The browser extension comes with the Extension plan and above.</p>
      <a className="ss-primary" href={`${serverUrl}/billing`} target="_blank" rel="noreferrer">
        Open Plan &amp; billing
      </a>
    </div>
  );
}
