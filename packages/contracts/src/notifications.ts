import { z } from 'zod';
import { Id } from './base.js';
import { PageQuery } from './paging.js';

/** Kinds of notification: an upload or a refresh progressed or finished, a limit stopped work, an alert rule fired. */
export const NotificationKind = z.enum([
  'upload.progress',
  'upload.finished',
  'refresh.started',
  'refresh.finished',
  'limit.reached',
  'alert.fired',
  'shortlist.decision',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** A message to one member. `data` carries ids the web app acts on (uploadId, supplierId, …). */
export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = PageQuery.extend({ unread: z.stringbool().optional() });

export const NotificationIdParams = z.object({ notificationId: Id });

export const NotificationCount = z.object({ count: z.number().int() });

/** A short-lived ticket that opens the event stream (EventSource cannot send a bearer header). */
export const StreamTicket = z.object({ ticket: z.string(), expiresAt: z.string() });
export type StreamTicket = z.infer<typeof StreamTicket>;
