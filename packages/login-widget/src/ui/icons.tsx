/** Small inline icons (no icon library: the bundle stays small). Decorative: hidden from assistive tech. */
const base = {
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function BackIcon() {
  return (
    <svg aria-hidden="true" {...base} width="20" height="20" viewBox="0 0 24 24" strokeWidth={2}>
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

export function CheckIcon({ size = 14 }: { size?: number }) {
  return (
    <svg aria-hidden="true" {...base} width={size} height={size} viewBox="0 0 24 24" strokeWidth={3}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function CrossIcon({ size = 14 }: { size?: number }) {
  return (
    <svg aria-hidden="true" {...base} width={size} height={size} viewBox="0 0 24 24" strokeWidth={3}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SuccessIcon() {
  return (
    <svg aria-hidden="true" {...base} width="72" height="72" viewBox="0 0 72 72" strokeWidth={4}>
      <circle cx="36" cy="36" r="32" />
      <path d="M22 37l10 10 18-20" />
    </svg>
  );
}
