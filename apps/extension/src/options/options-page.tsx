import { useCallback, useEffect, useState } from 'react';
import type { Send } from '../lib/bridge';
import type { LookupMarketplace } from '../lib/lookup-marketplace';
import type { AuthState } from '../lib/messages';
import { normalizeServerUrl } from '../lib/server-url';
import { LookupDefault } from './lookup-default';

/** What the connection check found: the server's version, or why it could not be reached. */
type Check = { status: 'checking' } | { status: 'ok'; version: string } | { status: 'failed'; message: string };

export type OptionsPorts = {
  send: Send;
  /** Asks the browser for access to a server's origin (optional_host_permissions). */
  requestAccess: (origin: string) => Promise<boolean>;
  /** GET {server}/api/health: the server's version when it answers. */
  health: (serverUrl: string) => Promise<{ version: string }>;
  /** The extension's own version (its manifest's). */
  version: string;
  /** The release its build was stamped with (the manifest's version_name), when there is one. */
  release?: string | undefined;
  /** Where the popup's default marketplace is kept (chrome.storage.local). */
  lookupMarketplace: Pick<LookupMarketplace, 'load' | 'save'>;
};

/**
 * The extension's options: the server it talks to, checked for a connection (the version it
 * answers, or why not), who is signed in there, the popup's default marketplace, and this
 * extension's version. Another server
 * needs the browser's permission for its origin, asked for on saving; changing the server signs
 * out (the session belongs to the old one).
 */
export function OptionsPage({ send, requestAccess, health, version, release, lookupMarketplace }: OptionsPorts) {
  const [state, setState] = useState<AuthState | null>(null);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const checkServer = useCallback(
    async (url: string) => {
      setCheck({ status: 'checking' });
      try {
        setCheck({ status: 'ok', version: (await health(url)).version });
      } catch (error) {
        setCheck({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [health],
  );
  useEffect(() => {
    send({ type: 'auth.state' }).then((s) => {
      setState(s);
      setValue(s.serverUrl);
      void checkServer(s.serverUrl);
    });
  }, [send, checkServer]);
  const save = async () => {
    const url = normalizeServerUrl(value);
    if (!url) {
      setMessage('Enter an http or https URL, such as https://shelfscope.example.com.');
      return;
    }
    if (!(await requestAccess(url).catch(() => false))) {
      setMessage(`The browser did not allow the extension to reach ${url}.`);
      return;
    }
    const next = await send({ type: 'server.set', serverUrl: url });
    setState(next);
    setValue(next.serverUrl);
    setMessage(`Saved: ${next.serverUrl}.${next.isSignedIn ? '' : ' Sign in again from the toolbar button.'}`);
    await checkServer(next.serverUrl);
  };
  return (
    <main className="ss-root ss-options">
      <h1>ShelfScope extension</h1>
      <section className="ss-card" aria-labelledby="ss-server-title">
        <h3 id="ss-server-title">Server</h3>
        <p className="ss-muted ss-small">The ShelfScope the extension shows figures from: your company’s address of it.</p>
        <form
          className="ss-row"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label htmlFor="ss-server">Server URL</label>
          <input id="ss-server" type="url" value={value} onChange={(e) => setValue(e.target.value)} />
          <button type="submit" className="ss-primary">
            Save
          </button>
          <button
            type="button"
            className="ss-chip"
            onClick={() => {
              const url = normalizeServerUrl(value);
              if (url) void checkServer(url);
              else setMessage('Enter an http or https URL, such as https://shelfscope.example.com.');
            }}
          >
            Check connection
          </button>
        </form>
        {message ? <p role="status">{message}</p> : null}
        <p
          role="status"
          aria-label="Connection"
          className={check?.status === 'failed' ? 'ss-error' : check?.status === 'ok' ? 'ss-ok' : 'ss-muted'}
        >
          {check === null || check.status === 'checking'
            ? 'Checking the connection…'
            : check.status === 'ok'
              ? `Connected: ShelfScope ${check.version} answers.`
              : `Not reachable: ${check.message}`}
        </p>
      </section>
      <section className="ss-card" aria-labelledby="ss-account-title">
        <h3 id="ss-account-title">Account</h3>
        {state?.isSignedIn ? (
          <p>
            Signed in as {state.memberEmail} ({state.organizationName}).{' '}
            <button
              type="button"
              className="ss-link"
              onClick={() => void send({ type: 'auth.signOut' }).then(() => setState({ ...state, isSignedIn: false }))}
            >
              Sign out
            </button>
          </p>
        ) : (
          <p className="ss-muted">Not signed in. Sign in from the toolbar button or a product page’s panel.</p>
        )}
      </section>
      <LookupDefault store={lookupMarketplace} />
      <p className="ss-muted ss-small">{`Extension version ${version}${release && release !== version ? `, release ${release}` : ''}`}</p>
    </main>
  );
}
