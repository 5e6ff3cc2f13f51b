import 'altcha/external';
import altchaCss from 'altcha/altcha.css?inline';

/**
 * The captcha solver the login widget loads on demand (built on its own, `vite build --mode
 * captcha`, served at /sdk/v1/captcha/widget.js), so the standalone widget carries none of it.
 * `solve` shows the provider's widget, and resolves with the token once the visitor passed.
 */
export type CaptchaSettings = { enabled: boolean; provider?: string; siteKey?: string; challenge_url?: string };

type Turnstile = { render(el: HTMLElement, options: Record<string, unknown>): string; remove(id: string): void };
declare global {
  interface Window {
    ShelfScopeCaptcha?: { solve(settings: CaptchaSettings): Promise<string> };
    turnstile?: Turnstile;
  }
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

// The build without inlined workers and styles: a page whose CSP allows only its own scripts
// (no blob: workers) can run it. The SHA worker is served beside this script by the identity API.
const here = (document.currentScript as HTMLScriptElement | null)?.src ?? `${location.origin}/sdk/v1/captcha/widget.js`;
const SHA_WORKER = new URL('sha-worker.js', here).href;
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) $altcha.algorithms.set(algorithm, () => new Worker(SHA_WORKER));
const style = document.createElement('style');
style.textContent = altchaCss;
document.head.append(style);

/** A small panel at the bottom of the page that holds the provider's widget while it works. */
function panel(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('role', 'dialog');
  el.setAttribute('aria-label', 'Security check');
  el.style.cssText =
    'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:2147483647;background:#fff;color:#111;padding:8px;border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.25)';
  document.body.append(el);
  return el;
}

function solveAltcha(challengeUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const box = panel();
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', challengeUrl);
    widget.setAttribute('auto', 'onload');
    widget.addEventListener('statechange', (event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) {
        resolve(payload);
        setTimeout(() => box.remove(), 800);
      } else if (state === 'error' || state === 'expired') {
        box.remove();
        reject(new Error(`The security check failed (${state}).`));
      }
    });
    box.append(widget);
  });
}

async function solveTurnstile(siteKey: string): Promise<string> {
  if (!window.turnstile) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = TURNSTILE_SCRIPT;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('The security check could not load.'));
      document.head.append(script);
    });
  }
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error('The security check could not load.');
  const box = panel();
  return new Promise((resolve, reject) => {
    const id = turnstile.render(box, {
      sitekey: siteKey,
      callback: (token: string) => {
        resolve(token);
        turnstile.remove(id);
        box.remove();
      },
      'error-callback': () => {
        box.remove();
        reject(new Error('The security check failed.'));
      },
    });
  });
}

window.ShelfScopeCaptcha = {
  solve(settings) {
    if (settings.provider === 'turnstile' && settings.siteKey) return solveTurnstile(settings.siteKey);
    if (settings.challenge_url) return solveAltcha(settings.challenge_url);
    return Promise.reject(new Error('Captcha is on but not configured for this client.'));
  },
};
