import { notifications } from '@mantine/notifications';
import { createElement, type ReactNode } from 'react';
import type { Toaster, ToastLink } from './request';
import { ToastMessageWithLink } from './toast-link';

/** How a toast's link moves within the app (the router's navigate, set by the app). */
let navigate: ((to: string) => void) | null = null;
export function setToastNavigator(go: ((to: string) => void) | null): void {
  navigate = go;
}

function withLink(id: string, message: string, link: ToastLink): ReactNode {
  const go = navigate;
  return createElement(ToastMessageWithLink, {
    message,
    link,
    onGo: go
      ? () => {
          notifications.hide(id);
          go(link.to);
        }
      : null,
  });
}

/** Toasts last 4 seconds and can be closed (spec section 9). */
export const TOAST_MS = 4000;

/** The request wrapper's toasts, shown with Mantine's notifications. */
export const mantineToaster: Toaster = {
  success: (message) =>
    notifications.show({ title: 'Success', message, color: 'teal', autoClose: TOAST_MS, withCloseButton: true }),
  info: (title, message, link) => {
    const id = `info-${title}`;
    // The same toast again (several gated calls at once) replaces the one shown, not stacks.
    notifications.hide(id);
    notifications.show({
      id,
      title,
      message: link ? withLink(id, message, link) : message,
      color: 'blue',
      autoClose: TOAST_MS,
      withCloseButton: true,
    });
  },
  error: (title, message) => notifications.show({ title, message, color: 'red', autoClose: TOAST_MS, withCloseButton: true }),
};

/** Where queued work reports: the bell's menu shows its progress and its end. */
export const PROGRESS_POINTER = 'Follow the progress under the bell (notifications); the tables refresh when it is done.';

/**
 * The answer to work the server queued ('Asins are refreshing', spec section 9), with the
 * pointer to its progress in the notifications.
 */
export function toastQueued(message: string): void {
  notifications.show({
    title: message,
    message: PROGRESS_POINTER,
    color: 'teal',
    autoClose: TOAST_MS,
    withCloseButton: true,
  });
}
