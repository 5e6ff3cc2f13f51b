import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/areas';
import { loadShell } from './app/router';
import { configureZod } from './lib/zod-config';

configureZod();

preloadFirstScreen(window.location.pathname, loadShell);

const container = document.getElementById('root');
if (!container) throw new Error('ShelfScope: the page has no #root element to render into');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
