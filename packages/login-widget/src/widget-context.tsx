import { createContext, useContext } from 'react';
import type { WidgetServices } from './flows/services.js';

const WidgetContext = createContext<WidgetServices | null>(null);

/** Provides the widget's services to its screens. */
export const WidgetProvider = WidgetContext.Provider;

/** The widget's services (client, config, texts, state); only inside <LoginWidget>. */
export function useWidget(): WidgetServices {
  const services = useContext(WidgetContext);
  if (!services) throw new Error('useWidget must be used inside <LoginWidget>.');
  return services;
}
