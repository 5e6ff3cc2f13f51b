import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { preloadPrefetch } from './app/areas';

// The page's Content-Security-Policy allows no eval: zod then neither compiles parsers with
// `new Function` nor probes whether it may (a refused probe is reported as a CSP violation).
z.config({ jitless: true });

preloadPrefetch(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('ShelfScope: the page has no #root element to render into');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
