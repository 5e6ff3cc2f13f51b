import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_NAME_LENGTH } from '@shelfscope/contracts';
import { formatCount } from '../lib/locale';

/** What is wrong with a text's length, as a sentence, or null: "Too long: 366 characters, at most 200." */
export function lengthError(value: string, limit: number): string | null {
  const length = value.trim().length;
  return length > limit ? `Too long: ${formatCount(length)} characters, at most ${limit}.` : null;
}

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  /** At most this many characters after trimming; a supplier's, category's or shortlist's name by default. */
  limit?: number;
};

/**
 * A name field that shows its length against the limit ("12 / 200") and says when it is over,
 * instead of cutting a pasted text short without a word (what an HTML maxLength does). The form
 * disables sending while `lengthError` says anything; the server refuses the same with a 400.
 */
export function NameInput({ value, onChange, limit = MAX_NAME_LENGTH, error, ...props }: Props) {
  const length = value.trim().length;
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={`${formatCount(length)} / ${limit}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={lengthError(value, limit) ?? error}
    />
  );
}
