import { createRoot } from 'react-dom/client';
import { sendToWorker } from '../lib/bridge';
import { installPageErrorReporting } from '../lib/error-report';
import { chromeLookupMarketplace } from '../lib/lookup-marketplace';
import { pageStyles } from '../panel/mount';
import { OptionsPage } from './options-page';

/** GET {server}/api/health from the options page (the origin is one the extension may reach). */
async function health(serverUrl: string): Promise<{ version: string }> {
  let response: Response;
  try {
    response = await fetch(`${serverUrl}/api/health`, { credentials: 'omit', signal: AbortSignal.timeout(5_000) });
  } catch {
    throw new Error(`ShelfScope does not answer at ${serverUrl}. Is the address right, and the server running?`);
  }
  const body = (await response.json().catch(() => null)) as { data?: { version?: string } } | null;
  if (!body?.data?.version) throw new Error(`${serverUrl} answers, but not as a ShelfScope server (status ${response.status}).`);
  return { version: body.data.version };
}

installPageErrorReporting(sendToWorker, 'options', chrome.runtime.getManifest().version);
pageStyles(document);
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <OptionsPage
      send={sendToWorker}
      requestAccess={(origin) => chrome.permissions.request({ origins: [`${origin}/*`] })}
      health={health}
      version={chrome.runtime.getManifest().version}
      release={chrome.runtime.getManifest().version_name}
      lookupMarketplace={chromeLookupMarketplace}
    />,
  );
