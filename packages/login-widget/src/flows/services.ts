import type { BootstrapData, IdentityClient } from '@shelfscope/identity-client';
import type { Dispatch } from 'react';
import type { WidgetConfig, WidgetEventType } from '../config.js';
import type { Translate } from '../i18n/strings.js';
import type { Action } from '../state/reducer.js';
import type { WidgetState } from '../state/state.js';
import type { Theme } from '../theme/theme.js';
import type { ToastStore } from '../ui/toast-store.js';

/** What flows and screens use: the client, the config, texts, the state and the host callbacks. */
export interface WidgetServices {
  client: IdentityClient;
  config: WidgetConfig;
  bootstrap: BootstrapData;
  t: Translate;
  /**
   * The member's language when it is not English (i18n/locales.ts): emails the widget asks for
   * carry it when the product's own `locale` option is unset, so they match the screens.
   */
  locale?: string;
  theme: Theme;
  toasts: ToastStore;
  state: WidgetState;
  dispatch: Dispatch<Action>;
  /** Tells the host about a successful call. */
  emit(type: WidgetEventType, data: unknown): void;
  /** Tells the host about an error the widget shows (or cannot show). */
  reportError(message: string, cause?: unknown): void;
  /** The page the widget runs in (the address bar and local storage). */
  window: Window;
}
