import { NumberInput, type NumberInputProps } from '@mantine/core';
import { boundProblem, type LimitName } from '@shelfscope/contracts';

/**
 * What is wrong with a number field's value, as a sentence ("Must not be negative."), or null.
 * An empty field is fine unless `required`. The words are the API's own (LIMITS in contracts),
 * so a form refuses what the server would refuse, before it sends.
 */
export function numberFieldError(bound: LimitName, value: number | string | null | undefined, required = false): string | null {
  if (value === '' || value === null || value === undefined) return required ? 'Required.' : null;
  const problem = boundProblem(bound, typeof value === 'number' ? value : Number(value));
  return problem ? `${problem[0]?.toUpperCase()}${problem.slice(1)}.` : null;
}

type Props = Omit<NumberInputProps, 'min' | 'max' | 'allowNegative' | 'allowDecimal' | 'clampBehavior' | 'error' | 'required'> & {
  bound: LimitName;
  required?: boolean;
};

/**
 * A number field bounded like the API's input of the same name: what the user types stays as
 * typed (a -3 is never quietly turned into 3 or clamped to 0, a 2.5 never into 25) and a value out of bounds is named
 * under the field. The form disables sending while `numberFieldError` says anything.
 */
export function BoundedNumberInput({ bound, required, value, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      value={value}
      required={required}
      allowNegative
      clampBehavior="none"
      error={numberFieldError(bound, value, false)}
    />
  );
}
