import { useWidget } from '../widget-context.js';
import { BackIcon } from './icons.js';

/** The back arrow: pops the screen history (or runs `onClick`). */
export function BackButton({ onClick }: { onClick?: () => void }) {
  const { t, dispatch } = useWidget();
  return (
    <button
      type="button"
      className="ssl-back"
      aria-label={t('back')}
      onClick={onClick ?? (() => dispatch({ type: 'navigate_back' }))}
    >
      <BackIcon />
    </button>
  );
}
