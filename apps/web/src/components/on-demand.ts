import { type ComponentType, useCallback, useRef, useState } from 'react';

type Loaded<P> = { Component: ComponentType<P>; isOpenAtFirst: boolean };

/**
 * A part of the page whose code loads on first use instead of with the page: the header's menus,
 * whose floating-position code was a tenth of the first visit's JavaScript (issue 36). `prepare`
 * starts the load (the pointer is over the button); `open` starts it too and asks for the part to
 * open as it arrives (a click, or Enter on the focused button). Until then the page shows the
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
  return { loaded, prepare, open };
}
