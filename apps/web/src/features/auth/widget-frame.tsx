import type { ReactNode } from 'react';
import classes from './widget-frame.module.css';

export type Scheme = 'light' | 'dark';

/** The page's colour scheme and how to change it: Mantine's in the app, the page's own on the sign-in entry. */
export type SchemePort = { scheme: Scheme; setScheme: (scheme: Scheme) => void };

/**
 * The frame of the widget's pages (sign-in, consent, logout): the app's name and a theme toggle,
 * the widget centred. Plain elements and a CSS module, no Mantine: the sign-in page is a light
 * entry of its own (sign-in-main.tsx; issue 36's first-visit budget) and renders this too.
 */
export function WidgetFrame({ scheme, setScheme, children }: SchemePort & { children: ReactNode }) {
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <div className={classes.brand}>
          <img src="/favicon.svg" alt="" width={26} height={26} />
          <h1>ShelfScope</h1>
        </div>
        <button type="button" className={classes.toggle} aria-label={label} title={label} onClick={() => setScheme(next)}>
          {/* The outlines of Tabler's sun and moon, drawn here rather than loading the icon library. */}
          <svg
            width={18}
            height={18}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.6}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
          >
            {scheme === 'dark' ? (
              <path d="M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7" />
            ) : (
              <path d="M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454z" />
            )}
          </svg>
        </button>
      </header>
      <main className={classes.center}>
        <div className={classes.column}>{children}</div>
      </main>
    </div>
  );
}

/** A notice above the widget: why the last session ended (warning), or what went wrong (problem). */
export function FrameNotice({ kind, title, children }: { kind: 'warning' | 'problem'; title?: string; children: ReactNode }) {
  return (
    <div className={`${classes.notice} ${classes[kind]}`} role={kind === 'problem' ? 'alert' : 'status'}>
      {title ? <strong>{title}</strong> : null}
      {children}
    </div>
  );
}

export function FrameFoot({ children }: { children: ReactNode }) {
  return <p className={classes.foot}>{children}</p>;
}
