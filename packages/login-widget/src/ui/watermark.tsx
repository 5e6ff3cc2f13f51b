import { useWidget } from '../widget-context.js';

/** Where the "Powered by" link goes. */
export const WATERMARK_URL = 'https://github.com/shelfscope';

/** The "Powered by" link, shown when bootstrap asks for it (disable_sdk_watermark false). */
export function Watermark() {
  const { bootstrap, t } = useWidget();
  if (!bootstrap.displayWatermark) return null;
  return (
    <p className="ssl-watermark">
      {t('poweredBy')}{' '}
      <a href={WATERMARK_URL} target="_blank" rel="noopener noreferrer">
        {t('watermarkName')}
      </a>
    </p>
  );
}
