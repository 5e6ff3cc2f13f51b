import { createRoot } from 'react-dom/client';
import { sendToWorker } from '../lib/bridge';
import { installPageErrorReporting } from '../lib/error-report';
import { chromeLookupMarketplace } from '../lib/lookup-marketplace';
import { onStoredSessionChange } from '../lib/session-events';
import { pageStyles } from '../panel/mount';
import { PopupApp, type RecentStore } from './popup-app';

const RECENT_KEY = 'recentLookups';
const recent: RecentStore = {
  async load() {
    const stored = (await chrome.storage.local.get(RECENT_KEY))[RECENT_KEY];
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  },
  save: (values) => chrome.storage.local.set({ [RECENT_KEY]: values }),
};

installPageErrorReporting(sendToWorker, 'popup', chrome.runtime.getManifest().version);
pageStyles(document);
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <PopupApp
      send={sendToWorker}
      onSessionChange={onStoredSessionChange}
      recent={recent}
      marketplace={chromeLookupMarketplace}
    />,
  );
