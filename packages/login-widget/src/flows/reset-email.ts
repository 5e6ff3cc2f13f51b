/**
 * The `reset-email-value` item (spec section 7): the address a reset email goes to, stored
 * before sending so the reset screens can show it, including the set-new-password screen opened
 * from the email in another tab. Kept per public token in localStorage.
 */
const key = (publicToken: string) => `shelfscope_login::${publicToken}::reset-email-value`;

export function writeResetEmail(win: Window, publicToken: string, email: string): void {
  try {
    win.localStorage.setItem(key(publicToken), email);
  } catch {
    // Storage blocked: the reset still works, the screens just cannot show the address.
  }
}

export function readResetEmail(win: Window, publicToken: string): string {
  try {
    return win.localStorage.getItem(key(publicToken)) ?? '';
  } catch {
    return '';
  }
}

export function clearResetEmail(win: Window, publicToken: string): void {
  try {
    win.localStorage.removeItem(key(publicToken));
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
