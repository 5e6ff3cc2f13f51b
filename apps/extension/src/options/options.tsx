import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { sendToWorker } from '../lib/bridge';
import type { AuthState } from '../lib/messages';
import { normalizeServerUrl } from '../lib/server-url';
import { pageStyles } from '../panel/mount';

/**
 * The server the extension talks to. A server other than the built-in ones needs the browser's
 * permission for its origin (optional_host_permissions), asked for here; changing the server
 * signs out (the session belongs to the old one).
 */
function Options() {
  const [state, setState] = useState<AuthState | null>(null);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    sendToWorker({ type: 'auth.state' }).then((s) => {
      setState(s);
      setValue(s.serverUrl);
    });
  }, []);
  const save = async () => {
    const url = normalizeServerUrl(value);
    if (!url) {
      setMessage('Enter an http or https URL, such as https://shelfscope.example.com.');
      return;
    }
    const isGranted = await chrome.permissions.request({ origins: [`${url}/*`] }).catch(() => false);
    if (!isGranted) {
      setMessage(`The browser did not allow the extension to reach ${url}.`);
      return;
    }
    const next = await sendToWorker({ type: 'server.set', serverUrl: url });
    setState(next);
    setMessage(`Saved: ${next.serverUrl}. Sign in again from the toolbar button.`);
  };
  return (
    <main className="ss-root ss-options">
      <h1>ShelfScope extension</h1>
      <form
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
      </form>
      {message ? <p role="status">{message}</p> : null}
      {state?.isSignedIn ? (
        <p>
          Signed in as {state.memberEmail} ({state.organizationName}).{' '}
          <button
            type="button"
            className="ss-link"
            onClick={() => void sendToWorker({ type: 'auth.signOut' }).then(() => setState({ ...state, isSignedIn: false }))}
          >
            Sign out
          </button>
        </p>
      ) : (
        <p className="ss-muted">Not signed in.</p>
      )}
    </main>
  );
}

pageStyles(document);
const container = document.getElementById('root');
if (container) createRoot(container).render(<Options />);
