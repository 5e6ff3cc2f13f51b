import { type ComponentType, useCallback, useRef, useState } from 'react';

type Loaded<P> = { Component: ComponentType<P>; isOpenAtFirst: boolean };

/**
 * A part of the page whose code loads on first use instead of with the page: the header's menus,
 * whose floating-position code was a tenth of the first visit's JavaScript (issue 36). `prepare`
 * starts the load (the pointer is over the button); `open` starts it too and asks for the part to
 * open as it arrives (a press, a click, or Enter on the focused button); `trigger` is the three
 * handlers for the button. Until then the page shows the
 * button alone; a failed load is tried again on the next hover or click.
 */
export function useOnDemand<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  const isOpenWanted = useRef(false);
  const loading = useRef<Promise<void> | null>(null);
  const start = useCallback(
    (open: boolean) => {
      if (open) isOpenWanted.current = true;
      loading.current ??= load().then(
        (module) => setLoaded({ Component: module.default, isOpenAtFirst: isOpenWanted.current }),
        () => {
          loading.current = null;
        },
      );
    },
    [load],
  );
  const prepare = useCallback(() => start(false), [start]);
  const open = useCallback(() => start(true), [start]);
  // The placeholder button's handlers. A press asks to open, not only the click: the hover's load
  // can arrive between the press and the release, and the loaded part's button then replaces the
  // pressed one, so no click follows (a press and a release on two elements make none) and the
  // menu stayed shut (seen in CI: price-changes.spec.ts's click on the bell did nothing).
  const trigger = { onPointerEnter: prepare, onPointerDown: open, onClick: open };
  return { loaded, prepare, open, trigger };
}
