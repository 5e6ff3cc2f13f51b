import { useId, useState } from 'react';
import { useWidget } from '../widget-context.js';

/** A required password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  invalid = false,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useWidget();
  const id = useId();
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="ssl-field">
      <label className="ssl-label" htmlFor={id}>
        {label}
      </label>
      <div className="ssl-password">
        <input
          id={id}
          className="ssl-input"
          type={isVisible ? 'text' : 'password'}
          name="password"
          required
          autoComplete={autoComplete}
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="ssl-reveal"
          aria-label={isVisible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {isVisible ? t('hide') : t('show')}
        </button>
      </div>
    </div>
  );
}
