import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_SCRIPT_PATH, captchaSolver } from './load-captcha.js';

type CaptchaWindow = Window & { ShelfScopeCaptcha?: { solve(settings: unknown): Promise<string> } };

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete (window as CaptchaWindow).ShelfScopeCaptcha;
});

/** The script the solver added, "loaded": jsdom fetches nothing, so the test plays the browser. */
function loadScript(solve: (settings: unknown) => Promise<string>) {
  const script = document.head.querySelector('script');
  if (!script) throw new Error('no script was added');
  (window as CaptchaWindow).ShelfScopeCaptcha = { solve };
  script.dispatchEvent(new Event('load'));
  return script;
}

describe('the on-demand captcha', () => {
  it('loads the solver from the identity API once, then solves with the project settings', async () => {
    const seen: unknown[] = [];
    const settings = { enabled: true, provider: 'altcha', challenge_url: 'https://id.example/sdk/v1/captcha/challenge' };
    const solve = captchaSolver('https://id.example/', () => settings);
    expect(document.head.querySelector('script')).toBeNull(); // nothing until a call asks
    const first = solve();
    const script = loadScript(async (s) => {
      seen.push(s);
      return `token-${seen.length}`;
    });
    expect(script.getAttribute('src')).toBe(`https://id.example${CAPTCHA_SCRIPT_PATH}`);
    expect(await first).toBe('token-1');
    expect(await solve()).toBe('token-2');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(seen).toEqual([settings, settings]);
  });

  it('fails clearly when the script cannot load, and tries again next time', async () => {
    const solve = captchaSolver('https://id.example', () => ({ enabled: true }));
    const first = solve();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('The security check could not load.');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const second = solve();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    loadScript(async () => 'token');
    await expect(second).resolves.toBe('token');
  });
});
