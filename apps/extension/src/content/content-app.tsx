import { useState } from 'react';
import type { Send } from '../lib/bridge';
import { onStoredSessionChange } from '../lib/session-events';
import { Panel } from '../panel/panel';
import { Shell } from '../panel/shell';

/** The panel on a product page: a header that collapses it, and the shell around the ASIN's panel. */
export function ContentApp({ asin, send }: { asin: string; send: Send }) {
  const [isOpen, setOpen] = useState(true);
  const open = (path: string) => void send({ type: 'open', path });
  return (
    <div className="ss-frame">
      <div className="ss-bar">
        <strong>ShelfScope</strong>
        <button
          type="button"
          className="ss-icon"
          aria-expanded={isOpen}
          aria-label={isOpen ? 'Collapse' : 'Expand'}
          onClick={() => setOpen(!isOpen)}
        >
          {isOpen ? '–' : '+'}
        </button>
      </div>
      {isOpen ? (
        <div className="ss-body">
          <Shell send={send} onSessionChange={onStoredSessionChange}>
            {(client, auth) => <Panel key={asin} asin={asin} client={client} serverUrl={auth.serverUrl} open={open} />}
          </Shell>
        </div>
      ) : null}
    </div>
  );
}
