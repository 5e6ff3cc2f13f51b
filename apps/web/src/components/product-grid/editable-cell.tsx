import { boundProblem, type LimitName } from '@shelfscope/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './product-grid.module.css';

/**
 * A value edited in place: Enter or leaving the field saves and closes the editor (Enter keeps the
 * focus on the cell), Escape puts the saved value back.
 * The page owns the save (optimistic, rolled back on failure); a new saved value resets the draft.
 * A number outside its bounds (`limit`, the API's LIMITS) is not sent: the editor stays open and
 * says why in the API's own words, as a form field would, rather than sending a change the server
 * refuses and putting the old value back.
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
  limit,
  display,
  title,
  onSave,
}: {
  label: string;
  value: string;
  numeric?: boolean;
  /** The bounds of a number field (cost, pack size...), checked before it is sent. */
  limit?: LimitName | undefined;
  /** The value as the grid shows it until it is edited (money with two decimals); the raw value by default. */
  display?: string;
  /** A tooltip: the unrounded figure where the display rounds it. */
  title?: string | undefined;
  onSave: (value: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  // After Enter the editor closes and the focus goes back to the cell's box, which must not open
  // the editor again on that focus.
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) box.current?.focus();
  }, [editing]);
  if (editing) {
    return (
      <CellEditor
        label={label}
        value={value}
        numeric={numeric}
        limit={limit}
        onSave={onSave}
        onDone={(keepFocus) => {
          refocus.current = keepFocus;
          setEditing(false);
        }}
      />
    );
  }
  return (
    // A text box to assistive technology and the keyboard: focusing it gives the input focus.
    // biome-ignore lint/a11y/useSemanticElements: the input it stands for, until it is focused
    <span
      ref={box}
      role="textbox"
      tabIndex={0}
      className={classes.cellInput}
      data-numeric={numeric || undefined}
      aria-label={label}
      title={title}
      onFocus={() => {
        if (refocus.current) refocus.current = false;
        else setEditing(true);
      }}
      onClick={() => setEditing(true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') setEditing(true);
      }}
    >
      {display ?? value}
    </span>
  );
}

/** What keeps a draft from being saved: a number that is not one, or outside its bounds. */
function draftProblem(draft: string, numeric: boolean | undefined, limit: LimitName | undefined): string | null {
  if (!numeric || draft === '') return null;
  const n = Number(draft);
  if (!Number.isFinite(n)) return 'Must be a number.';
  const problem = limit ? boundProblem(limit, n) : null;
  return problem ? `${problem[0]?.toUpperCase()}${problem.slice(1)}.` : null;
}

/** The input itself, while the cell is being edited; its text is selected on entry. */
function CellEditor({
  label,
  value,
  numeric,
  limit,
  onSave,
  onDone,
}: {
  label: string;
  value: string;
  numeric?: boolean | undefined;
  limit: LimitName | undefined;
  onSave: (value: string) => void;
  /** The edit is over; `keepFocus` when Enter ended it, in the cell. */
  onDone: (keepFocus: boolean) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  // A new saved value (the server's, while editing) resets the draft.
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    setSaved(value);
    setDraft(value);
  }
  /** Saves a changed draft; false when it cannot be saved as it is (the editor then stays). */
  const save = (): boolean => {
    const next = draft.trim();
    if (next === value) return true;
    const why = draftProblem(next, numeric, limit);
    if (why) {
      setProblem(why);
      return false;
    }
    onSave(next);
    return true;
  };
  return (
    // The message hangs under the input over the rows below (its row is raised while it shows:
    // .row:has(.cellProblem)); no popover machinery for a cell.
    <span className={classes.cellEditor}>
      <input
        type="text"
        className={classes.cellInput}
        data-numeric={numeric || undefined}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        value={draft}
        // biome-ignore lint/a11y/noAutofocus: the input replaces the box the member just focused
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setProblem(null);
        }}
        // A draft that cannot be saved keeps the editor open with its message, also when the
        // focus leaves: it is neither sent nor dropped without a word.
        onBlur={() => {
          if (save()) onDone(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && save()) onDone(true);
          if (e.key === 'Escape') {
            setDraft(value);
            setProblem(null);
          }
        }}
        inputMode={numeric ? 'decimal' : undefined}
      />
      {problem ? (
        <span className={classes.cellProblem} id={problemId} role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
