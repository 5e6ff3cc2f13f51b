import { useState } from 'react';
import classes from './product-grid.module.css';

/**
 * A value edited in place: Enter or leaving the field saves, Escape puts the saved value back.
 * The page owns the save (optimistic, rolled back on failure); a new saved value resets the draft.
 * A plain input styled like Mantine's filled one: a grid row holds up to seven of these and rows
 * render as they scroll into view, where Mantine's input wrapper cost most of a frame.
 */
export function EditableCell({
  label,
  value,
  numeric,
  onSave,
}: {
  label: string;
  value: string;
  numeric?: boolean;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  // A new saved value resets the draft, during the render rather than in an effect: an effect
  // is one more object and commit pass for every cell of every row scrolled into view.
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    setSaved(value);
    setDraft(value);
  }
  const save = () => {
    const next = draft.trim();
    if (next === value) return;
    if (numeric && next !== '' && !Number.isFinite(Number(next))) {
      setDraft(value);
      return;
    }
    onSave(next);
  };
  return (
    <input
      type="text"
      className={classes.cellInput}
      data-numeric={numeric || undefined}
      aria-label={label}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setDraft(value);
      }}
      inputMode={numeric ? 'decimal' : undefined}
    />
  );
}
