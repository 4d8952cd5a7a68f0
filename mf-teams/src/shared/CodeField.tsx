/** The login-code field of the remote's code steps (SPEC §5: 4 digits, digits only). */
import { LOGIN_CODE_LENGTH } from '@quiz/domain';
import { TextField } from '@quiz/ui';

export interface CodeFieldProps {
  label: string;
  value: string;
  /** the digits typed so far, at most LOGIN_CODE_LENGTH */
  onCode: (digits: string) => void;
  error?: string | null | undefined;
  disabled?: boolean;
}

export function CodeField({ label, value, onCode, error, disabled }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LOGIN_CODE_LENGTH}
      disabled={disabled}
      error={error ?? undefined}
      onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH))}
    />
  );
}
