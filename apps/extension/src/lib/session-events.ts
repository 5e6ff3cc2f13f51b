/** Calls back when the stored session or server changes (sign-in in the web app's tab, sign-out, options). */
export function onStoredSessionChange(listener: () => void): () => void {
  const handler = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && ('session' in changes || 'serverUrl' in changes)) listener();
  };
  chrome.storage.onChanged.addListener(handler);
  return () => chrome.storage.onChanged.removeListener(handler);
}
