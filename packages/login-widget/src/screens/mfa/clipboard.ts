import type { WidgetServices } from '../../flows/services.js';
import type { StringKey } from '../../i18n/en.js';

/** Copies text to the clipboard and says how it went in a toast (success or error). */
export async function copyText(s: WidgetServices, text: string, messages: { ok: StringKey; failed: StringKey }): Promise<void> {
  try {
    await s.window.navigator.clipboard.writeText(text);
    s.toasts.show(s.t(messages.ok), 'success');
  } catch {
    s.toasts.show(s.t(messages.failed), 'error');
  }
}
