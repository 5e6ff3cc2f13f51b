/** Kinds of toast (those of the toast library the spec's timings come from). */
export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

/** How long each kind stays (spec section 9): 4 s, 2 s for success, loading until dismissed. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};
/** At most this many toasts are kept; older ones are dropped. */
export const TOAST_LIMIT = 20;
/** A dismissed toast fades out, then is removed this much later. */
export const TOAST_REMOVE_DELAY_MS = 1000;

/** One toast. */
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  visible: boolean;
}

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/** The toasts of one widget, observable (useSyncExternalStore) and timed. */
export class ToastStore {
  private toasts: Toast[] = [];
  private nextId = 1;
  private readonly listeners = new Set<() => void>();
  private readonly timeouts = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly timers: Timers = globalThis) {}

  /** Shows a toast; returns its id. */
  show(message: string, type: ToastType = 'blank'): number {
    const id = this.nextId++;
    this.toasts = [{ id, type, message, visible: true }, ...this.toasts].slice(0, TOAST_LIMIT);
    const duration = TOAST_DURATIONS[type];
    if (Number.isFinite(duration)) this.schedule(id, duration, () => this.dismiss(id));
    this.emit();
    return id;
  }

  /** Hides a toast now and removes it a second later. */
  dismiss(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast?.visible) return;
    this.toasts = this.toasts.map((t) => (t.id === id ? { ...t, visible: false } : t));
    this.schedule(id, TOAST_REMOVE_DELAY_MS, () => {
      this.toasts = this.toasts.filter((t) => t.id !== id);
      this.timeouts.delete(id);
      this.emit();
    });
    this.emit();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): Toast[] => this.toasts;

  /** Cancels every timer (the widget unmounted). */
  dispose(): void {
    for (const handle of this.timeouts.values()) this.timers.clearTimeout(handle);
    this.timeouts.clear();
    this.listeners.clear();
  }

  private schedule(id: number, ms: number, run: () => void): void {
    const previous = this.timeouts.get(id);
    if (previous !== undefined) this.timers.clearTimeout(previous);
    this.timeouts.set(id, this.timers.setTimeout(run, ms));
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
