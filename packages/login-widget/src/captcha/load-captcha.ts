import type { BootstrapData } from '@shelfscope/identity-client';

/** Where the on-demand captcha solver is served (captcha-entry.ts, built on its own). */
export const CAPTCHA_SCRIPT_PATH = '/sdk/v1/captcha/widget.js';

type Solver = { solve(settings: BootstrapData['captchaSettings']): Promise<string> };

/**
 * The identity client's `captcha` option: when a call answers "Captcha required", loads the
 * solver script from the identity API (once per page) and solves with the project's settings.
 */
export function captchaSolver(baseUrl: string, settings: () => BootstrapData['captchaSettings'], doc: Document = document) {
  let loading: Promise<Solver> | undefined;
  const load = () =>
    new Promise<Solver>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = `${baseUrl.replace(/\/+$/, '')}${CAPTCHA_SCRIPT_PATH}`;
      script.onload = () => {
        const solver = (doc.defaultView as (Window & { ShelfScopeCaptcha?: Solver }) | null)?.ShelfScopeCaptcha;
        if (solver) resolve(solver);
        else reject(new Error('The security check could not load.'));
      };
      script.onerror = () => {
        loading = undefined;
        script.remove();
        reject(new Error('The security check could not load.'));
      };
      doc.head.append(script);
    });
  return async (): Promise<string> => {
    loading ??= load();
    return (await loading).solve(settings());
  };
}
