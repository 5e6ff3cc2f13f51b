import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/areas';
import { loadShell } from './app/router';
import { AppErrorBoundary } from './components/error-boundary';
import { installErrorReporting, reportClientError } from './lib/client-errors';
import { registerServiceWorker } from './lib/service-worker';
import { configureZod } from './lib/zod-config';

configureZod();
installErrorReporting();

preloadFirstScreen(window.location.pathname, loadShell);
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('ShelfScope: the page has no #root element to render into');
// Render errors: those a boundary caught (a route's error screen, AppErrorBoundary) and those none did.
createRoot(container, {
  onCaughtError: (error) => reportClientError('render', error),
  onUncaughtError: (error) => reportClientError('render', error),
}).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
