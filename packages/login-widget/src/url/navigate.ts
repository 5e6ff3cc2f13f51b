/**
 * How the widget sends the browser to another page (the SSO and OAuth redirects, One Tap's
 * redirect_url). One object so tests can stand in for the browser's navigation, which jsdom
 * does not implement.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
