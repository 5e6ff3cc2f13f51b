import type { ReactNode } from 'react';
import { SchemeIcon } from '../../components/scheme-icon';
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
          <SchemeIcon scheme={scheme} />
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
