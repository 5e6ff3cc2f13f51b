import { createContext, useContext } from 'react';
import { UNREACHABLE_HINT } from '../lib/messages';

/** Opens the extension's options page (through the service worker: a content script cannot). */
export const OpenOptions = createContext<(() => void) | null>(null);

/**
 * An error as the panel and the popup show it. A server that cannot be reached is said with the
 * way out: "ShelfScope is not reachable at …; change the server in Options", Options a link.
 */
export function ErrorText({ message, small = false }: { message: string; small?: boolean }) {
  const openOptions = useContext(OpenOptions);
  const className = `ss-error${small ? ' ss-small' : ''}`;
  if (!openOptions || !message.endsWith(UNREACHABLE_HINT)) {
    return (
      <p role="alert" className={className}>
        {message}
      </p>
    );
  }
  return (
    <p role="alert" className={className}>
      {message.slice(0, -'Options.'.length)}
      <button type="button" className="ss-link" onClick={openOptions}>
        Options
      </button>
      .
    </p>
  );
}
