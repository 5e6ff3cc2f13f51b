/** A spinner with a text for assistive tech (and on screen when `showLabel`). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <div className="ssl-spinner-wrap" role="status" aria-live="polite">
      <div className="ssl-spinner" aria-hidden="true" />
      <p className={showLabel ? 'ssl-text ssl-muted' : 'ssl-visually-hidden'}>{label}</p>
    </div>
  );
}
