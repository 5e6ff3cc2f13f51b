import type { MarketplaceCode } from '@shelfscope/contracts';
import { useState } from 'react';
import type { Send } from '../lib/bridge';
import { onStoredSessionChange } from '../lib/session-events';
import { Panel } from '../panel/panel';
import { Shell, type ShellProps } from '../panel/shell';

export type ContentAppProps = {
  asin: string;
  send: Send;
  /** The storefront's marketplace, or null on a storefront ShelfScope does not analyse yet. */
  marketplace: MarketplaceCode | null;
  /** The storefront's host, named when it is not supported. */
  host: string;
  /** Calls back when the stored session changes (chrome.storage; tests pass their own). */
  onSessionChange?: ShellProps['onSessionChange'];
};

/**
 * The panel on a product page: a header that collapses it, and the shell around the ASIN's panel
 * for the storefront's marketplace. On a storefront we do not analyse (amazon.in, amazon.com.au…)
 * it says so, rather than show another marketplace's figures.
 */
export function ContentApp({ asin, send, marketplace, host, onSessionChange = onStoredSessionChange }: ContentAppProps) {
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
          {marketplace ? (
            <Shell send={send} onSessionChange={onSessionChange} marketplace={marketplace}>
              {(client, auth) => (
                <Panel key={asin} asin={asin} client={client} serverUrl={auth.serverUrl} open={open} marketplace={marketplace} />
              )}
            </Shell>
          ) : (
            <p className="ss-card ss-center" role="status" data-testid="unsupported-marketplace">
              ShelfScope does not support {host.replace(/^www\./, '')} yet: its figures are for Amazon's US, Canadian, Mexican,
              British, German, French, Italian, Spanish and Japanese storefronts.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
