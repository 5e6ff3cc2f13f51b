import type { ReplyOf, Request } from './messages';

/** Sends a message to the service worker: the only way the panel and the popup reach the server. */
export type Send = <R extends Request>(message: R) => Promise<ReplyOf<R>>;

export const sendToWorker: Send = async (message) => {
  const reply = (await chrome.runtime.sendMessage(message)) as unknown;
  if (reply && typeof reply === 'object' && 'error' in reply) throw new Error(String((reply as { error: unknown }).error));
  return reply as never;
};
