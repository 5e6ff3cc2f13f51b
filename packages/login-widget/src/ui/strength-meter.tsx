import type { StrengthView } from '../state/strength-view.js';
import { useWidget } from '../widget-context.js';
import { CheckIcon, CrossIcon } from './icons.js';

/** The live strength feedback under a new password (spec section 5). */
export function StrengthMeter({ view, id }: { view: StrengthView | null; id?: string }) {
  const { t, bootstrap } = useWidget();
  if (!view || view.policy === 'none') return <div id={id} />;
  if (view.policy === 'zxcvbn') {
    return (
      <div className="ssl-strength" id={id} aria-live="polite">
        {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot draw the four-segment bar the spec asks for */}
        <div
          className="ssl-strength-bar"
          role="meter"
          aria-label={t('passwordStrength')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={view.segments}
        >
          {[1, 2, 3, 4].map((segment) => (
            <div key={segment} className="ssl-segment" data-color={segment <= view.segments ? view.color : undefined} />
          ))}
        </div>
        {view.warning || view.suggestions.length > 0 ? (
          <ul className="ssl-checks">
            {view.warning ? <Check ok={false} text={view.warning} /> : null}
            {view.suggestions.map((suggestion) => (
              <Check key={suggestion} ok={view.valid} text={suggestion} />
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  const config = bootstrap.passwordConfig;
  return (
    <div className="ssl-strength" id={id} aria-live="polite">
      <ul className="ssl-checks">
        <Check ok={view.lengthOk} text={t('ludsLength', { count: config?.ludsMinimumCount ?? '' })} />
        <Check ok={view.complexityOk} text={t('ludsComplexity', { count: config?.ludsComplexity ?? '' })} />
        {view.breached ? <Check ok={false} text={t('breachedPassword')} /> : null}
      </ul>
    </div>
  );
}

function Check({ ok, text }: { ok: boolean; text: string }) {
  return (
    <li className="ssl-check" data-ok={ok}>
      {ok ? <CheckIcon /> : <CrossIcon />}
      <span>{text}</span>
    </li>
  );
}
