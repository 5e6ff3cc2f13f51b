import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPrefetch } from './app/areas';
import { configureZod } from './lib/zod-config';

configureZod();

preloadPrefetch(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('ShelfScope: the page has no #root element to render into');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
