import { useId } from 'react';
import { ErrorText } from './error-text.js';
import { OtpInput } from './otp-input.js';

/**
 * A 6-digit code entry (email, SMS or authenticator passcode): the input, a status line under it
 * (countdown, "Verifying passcode..."), and the error it is described by.
 */
export function CodeField(props: {
  label: string;
  code: string;
  onChange: (code: string) => void;
  onComplete: (code: string) => void;
  pending: boolean;
  /** The verification's error (marks the input invalid). */
  verifyError: string | null;
  /** What to show under the input, when anything. */
  statusText?: string | null;
  /** The error shown (default the verification's). */
  error?: string | null;
}) {
  const errorId = useId();
  return (
    <>
      <OtpInput
        label={props.label}
        value={props.code}
        onChange={props.onChange}
        onComplete={props.onComplete}
        disabled={props.pending}
        invalid={Boolean(props.verifyError)}
        describedBy={errorId}
      />
      {props.statusText ? <p className="ssl-text ssl-muted ssl-small">{props.statusText}</p> : null}
      <ErrorText message={props.error === undefined ? props.verifyError : props.error} id={errorId} />
    </>
  );
}
