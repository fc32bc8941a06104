// A select of one of a fixed list of values (a contract kind, a status, a side), each shown by its text, optionally
// with an "All" first: the filters and form choices of the contract and settlement screens.
import { SelectField } from '@mekong/ui';

export interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T | '';
  choices: readonly T[];
  text: (choice: T) => string;
  /** The text of an empty choice first (any value); without it one of `choices` is always chosen. */
  all?: string;
  /** The chosen value; '' for the empty choice (or a value outside the list, which cannot come from the select). */
  onChange: (value: T | '') => void;
}

export function ChoiceField<T extends string>({ label, value, choices, text, all, onChange }: ChoiceFieldProps<T>) {
  return (
    <SelectField
      label={label}
      value={value}
      options={[
        ...(all === undefined ? [] : [{ value: '', label: all }]),
        ...choices.map((choice) => ({ value: choice, label: text(choice) })),
      ]}
      onChange={(picked) => onChange(choices.find((choice) => choice === picked) ?? '')}
    />
  );
}
