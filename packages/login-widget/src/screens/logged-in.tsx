import { Header } from '../ui/header.js';
import { SuccessIcon } from '../ui/icons.js';
import { useWidget } from '../widget-context.js';

/** "Success!" once a session exists. */
export function LoggedInScreen() {
  const { t } = useWidget();
  return (
    <div className="ssl-screen ssl-success">
      <SuccessIcon />
      <Header title={t('successTitle')} description={t('successDescription')} />
    </div>
  );
}
