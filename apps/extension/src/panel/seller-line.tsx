import type { EligibilityAnswer, Product } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import type { ExtensionClient } from '../lib/client';

/** The web app's words for each answer (eligibility-card.tsx). */
const WORDS = {
  allowed: 'You can sell this',
  approval_required: 'Approval required',
  not_eligible: 'Restricted',
  unknown: 'Unknown',
} as const;

/**
 * The seller's own Amazon account beside the alerts: may they list it (with Amazon's approval
 * link) and what they hold at Amazon ("you have 37 units, 2 inbound"); without a connected
 * account, the sentence to connect one, opening the web app's settings.
 */
export function SellerLine({
  product: p,
  client,
  open,
}: {
  product: Product;
  client: ExtensionClient;
  open: (path: string) => void;
}) {
  const [answer, setAnswer] = useState<EligibilityAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    setFailed(false);
    client.eligibility(p.asin).then(
      (a) => live && setAnswer(a),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, p.asin]);
  const result = answer?.result ?? null;
  const held = (p.fbaFulfillable ?? 0) + (p.fbaInbound ?? 0) > 0;
  return (
    <section className="ss-seller" aria-label="Your Amazon seller account">
      {answer && !answer.connected ? (
        <p className="ss-small">
          <button type="button" className="ss-link" onClick={() => open('/settings/seller-account')}>
            {answer.message}
          </button>
        </p>
      ) : null}
      {result ? (
        <p className="ss-small" data-testid="eligibility">
          <b className={`ss-elig ss-elig-${result.eligibility}`}>{WORDS[result.eligibility]}</b>
          {result.eligibility !== 'allowed' && result.reasons[0] ? ` · ${result.reasons[0].message}` : ''}
          {result.approvalUrl ? (
            <>
              {' · '}
              <a href={result.approvalUrl} target="_blank" rel="noreferrer">
                Request approval
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {!answer && !failed ? <p className="ss-muted ss-small">Asking your seller account…</p> : null}
      {failed ? <p className="ss-muted ss-small">Your seller account's answer could not be loaded.</p> : null}
      {held ? (
        <p className="ss-small" data-testid="fba-stock">
          You have {p.fbaFulfillable ?? 0} {p.fbaFulfillable === 1 ? 'unit' : 'units'}
          {p.fbaInbound ? `, ${p.fbaInbound} inbound` : ''} at Amazon.
        </p>
      ) : null}
    </section>
  );
}
