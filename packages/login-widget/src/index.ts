export type {
  AuthFlowType,
  DirectLoginForSingleMembership,
  EmailMagicLinksOptions,
  EmailOtpOptions,
  OAuthOptions,
  OAuthProviderConfig,
  OAuthProviderType,
  PasswordOptions,
  Product,
  SsoOptions,
  WidgetCallbacks,
  WidgetConfig,
  WidgetError,
  WidgetEvent,
  WidgetEventType,
} from './config.js';
export { en as STRINGS_EN, type StringKey, type Strings } from './i18n/en.js';
export { LOCALES } from './i18n/strings.js';
export { LoginWidget, type LoginWidgetProps } from './login-widget.js';
export { type MountHandle, mount } from './mount.js';
export type { ErrorType, Screen } from './state/screens.js';
export { type ButtonTheme, darkTheme, type Theme } from './theme/theme.js';
