import { useState } from 'react';
import classes from './product-grid.module.css';

/**
 * A value edited in place: Enter or leaving the field saves, Escape puts the saved value back.
 * The page owns the save (optimistic, rolled back on failure); a new saved value resets the draft.
 *
 * Until it is focused (by Tab or a click) the cell is its value in a box drawn as the input, and
 * only then an input: rows render as they scroll into view, and an input in every row cost each
 * of them a shadow tree to style and lay out, React's value tracker, and, in Chromium, the form
 * autofill's look at every new field (on the page's main thread and again in the browser's,
 * measured at about 1.5 ms and 9 ms a look, several times a second while the grid scrolled).
 */
export function EditableCell({
  label,
  value,
  numeric,
  display,
  title,
  onSave,
}: {
  label: string;
  value: string;
  numeric?: boolean;
  /** The value as the grid shows it until it is edited (money with two decimals); the raw value by default. */
  display?: string;
  /** A tooltip: the unrounded figure where the display rounds it. */
  title?: string | undefined;
  onSave: (value: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return <CellEditor label={label} value={value} numeric={numeric} onSave={onSave} onDone={() => setEditing(false)} />;
  }
  return (
    // A text box to assistive technology and the keyboard: focusing it gives the input focus.
    // biome-ignore lint/a11y/useSemanticElements: the input it stands for, until it is focused
    <span
      role="textbox"
      tabIndex={0}
      className={classes.cellInput}
      data-numeric={numeric || undefined}
      aria-label={label}
      title={title}
      onFocus={() => setEditing(true)}
    >
      {display ?? value}
    </span>
  );
}

/** The input itself, while the cell is being edited; its text is selected on entry. */
function CellEditor({
  label,
  value,
  numeric,
  onSave,
  onDone,
}: {
  label: string;
  value: string;
  numeric?: boolean;
  onSave: (value: string) => void;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(value);
  // A new saved value (the server's, while editing) resets the draft.
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
      // biome-ignore lint/a11y/noAutofocus: the input replaces the box the member just focused
      autoFocus
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => {
        save();
        onDone();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setDraft(value);
      }}
      inputMode={numeric ? 'decimal' : undefined}
    />
  );
}
