// The few jsdom types this folder uses (the project has no @types/jsdom).
declare module 'jsdom' {
  export interface DOMWindow {
    document: { cookie: string };
    location: { href: string; origin: string; hostname: string };
    localStorage: { getItem(key: string): string | null; readonly length: number; key(index: number): string | null };
    sessionStorage: unknown;
    navigator: unknown;
    close(): void;
  }
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: DOMWindow;
  }
}
