import { type LookupRow, MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import type { Send } from '../lib/bridge';
import type { ExtensionClient } from '../lib/client';
import { type LookupMarketplace, lookupMarketplace } from '../lib/lookup-marketplace';
import type { AuthState } from '../lib/messages';
import { Panel } from '../panel/panel';
import { Shell } from '../panel/shell';
import { parseIdentifiers, remember } from './parse-codes';

/** Where the popup keeps its recent lookups (chrome.storage.local in the browser). */
export type RecentStore = { load(): Promise<string[]>; save(values: string[]): Promise<void> };

type Props = {
  send: Send;
  onSessionChange: (listener: () => void) => () => void;
  recent: RecentStore;
  /** Which marketplace lookups are for: the active tab's storefront, else the options' default. */
  marketplace: Pick<LookupMarketplace, 'storefront' | 'load'>;
};

/**
 * The toolbar popup: paste one or several ASINs or UPCs and see the panel of each; recent
 * lookups. Lookups are read on the marketplace of the Amazon storefront open in the tab (an
 * amazon.co.uk page: UK, in pounds), else the options' default, else the company's default (the
 * server's, when none is sent); the popup names it.
 */
export function PopupApp({ send, onSessionChange, recent, marketplace }: Props) {
  const [where, setWhere] = useState<{ code: MarketplaceCode | null } | null>(null);
  useEffect(() => {
    let live = true;
    void lookupMarketplace(marketplace).then((code) => live && setWhere({ code }));
    return () => {
      live = false;
    };
  }, [marketplace]);
  return (
    <div className="ss-root ss-popup">
      {where === null ? (
        <p className="ss-muted" aria-busy="true">
          Reading the tab…
        </p>
      ) : (
        <Shell send={send} onSessionChange={onSessionChange} {...(where.code ? { marketplace: where.code } : {})}>
          {(client, auth) => <Lookup client={client} auth={auth} send={send} recent={recent} marketplace={where.code} />}
        </Shell>
      )}
    </div>
  );
}

/** The marketplace the lookups are for, in words. */
const lookupsOn = (code: MarketplaceCode | null) =>
  code
    ? `Looking up on ${MARKETPLACES[code].name} (${MARKETPLACES[code].currency})`
    : 'Looking up on your company’s default marketplace';

type Result = { input: string; asins: LookupRow[] | null; error: string | null };

function Lookup({
  client,
  auth,
  send,
  recent,
  marketplace,
}: {
  client: ExtensionClient;
  auth: AuthState;
  send: Send;
  recent: RecentStore;
  marketplace: MarketplaceCode | null;
}) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Result[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [history, setHistory] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    recent.load().then(setHistory, () => setHistory([]));
  }, [recent]);
  const open = (path: string) => void send({ type: 'open', path });

  const look = async (input: string) => {
    const { found, rejected: bad } = parseIdentifiers(input);
    setRejected(bad);
    setChosen(null);
    const answers = await Promise.all(
      found.map(async (id): Promise<Result> => {
        if (id.kind === 'asin')
          return { input: id.value, asins: [{ asin: id.value, productName: '', countryAndRegion: '' }], error: null };
        try {
          const rows = await client.lookup(id.value);
          return {
            input: id.value,
            asins: rows,
            error: rows.length === 0 ? `No product on the marketplace matches ${id.value}.` : null,
          };
        } catch (error) {
          return { input: id.value, asins: null, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    setResults(answers);
    const first = answers.find((a) => a.asins?.length)?.asins?.[0]?.asin ?? null;
    setChosen(first);
    const next = remember(
      history,
      found.map((f) => f.value),
    );
    setHistory(next);
    await recent.save(next);
  };

  return (
    <div className="ss-lookup">
      <div className="ss-row ss-between">
        <strong>ShelfScope</strong>
        <span className="ss-muted ss-small">
          {auth.memberEmail}{' '}
          <button type="button" className="ss-link" onClick={() => void send({ type: 'auth.signOut' })}>
            Sign out
          </button>
        </span>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void look(text);
        }}
      >
        <p className="ss-muted ss-small" data-testid="lookup-marketplace">
          {lookupsOn(marketplace)}
        </p>
        <label htmlFor="ss-codes">ASINs or UPCs (one or several)</label>
        <textarea
          id="ss-codes"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="B0… or 0123456789012"
        />
        <button type="submit" className="ss-primary" disabled={text.trim() === ''}>
          Look up
        </button>
      </form>
      {rejected.length > 0 ? <p className="ss-error ss-small">Not an ASIN or UPC: {rejected.join(', ')}</p> : null}
      {results.length > 0 ? (
        <ul className="ss-results" aria-label="Results">
          {results.map((r) => (
            <li key={r.input}>
              {r.error ? (
                <span className="ss-error ss-small">{r.error}</span>
              ) : (
                r.asins?.map((row) => (
                  <button
                    key={row.asin}
                    type="button"
                    className={`ss-chip${row.asin === chosen ? ' ss-chip-on' : ''}`}
                    onClick={() => setChosen(row.asin)}
                  >
                    {r.input !== row.asin ? `${r.input} → ` : ''}
                    {row.asin}
                  </button>
                ))
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <Panel
          key={chosen}
          asin={chosen}
          client={client}
          serverUrl={auth.serverUrl}
          open={open}
          onPickAsin={setChosen}
          {...(marketplace ? { marketplace } : {})}
        />
      ) : null}
      {history.length > 0 && !chosen ? (
        <section aria-label="Recent lookups">
          <h3>Recent</h3>
          <div className="ss-row ss-wrap">
            {history.map((h) => (
              <button
                key={h}
                type="button"
                className="ss-chip"
                onClick={() => {
                  setText(h);
                  void look(h);
                }}
              >
                {h}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
