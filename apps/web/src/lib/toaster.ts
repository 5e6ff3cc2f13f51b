import { notifications } from '@mantine/notifications';
import type { Toaster } from './request';

/** Toasts last 4 seconds and can be closed (spec section 9). */
export const TOAST_MS = 4000;

/** The request wrapper's toasts, shown with Mantine's notifications. */
export const mantineToaster: Toaster = {
  success: (message) =>
    notifications.show({ title: 'Success', message, color: 'teal', autoClose: TOAST_MS, withCloseButton: true }),
  info: (title, message) => notifications.show({ title, message, color: 'blue', autoClose: TOAST_MS, withCloseButton: true }),
  error: (title, message) => notifications.show({ title, message, color: 'red', autoClose: TOAST_MS, withCloseButton: true }),
};
