import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input; `error` marks it invalid and is described by the error text's id. */
export function TextField({
  label,
  errorId,
  invalid,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; errorId?: string; invalid?: boolean }) {
  const id = useId();
  return (
    <div className="ssl-field">
      <label className="ssl-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...props}
        id={id}
        className="ssl-input"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid && errorId ? errorId : undefined}
      />
    </div>
  );
}
