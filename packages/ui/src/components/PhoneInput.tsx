/**
 * PhoneInput lives apart from the other fields: its formatter needs libphonenumber, so it is
 * published as `@quiz/ui/phone-input` (a separately shared entry) and only the screens that ask
 * for a phone (the login flow, forms) load it.
 */
import { PHONE_INPUT_MAX } from '@quiz/domain';
import { formatPhoneInput } from '@quiz/domain/phone';
import { type ChangeEvent, forwardRef } from 'react';
import { TextField, type TextFieldProps } from './fields';

export interface PhoneInputProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  /** Called with the formatted text ('+7 (912) 345-67-89'); normalizePhone() gives the digits. */
  onChange: (formatted: string, event?: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A phone field that formats as the user types (formatPhoneInput of @quiz/domain/phone):
 * '+7 (xxx) xxx-xx-xx', '8 (xxx) xxx-xx-xx' or '+90 (xxx) xxx-xxxx'; at most 18 characters.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onChange, label, placeholder = '+7 (___) ___-__-__', ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_INPUT_MAX}
      {...rest}
      label={label}
      placeholder={placeholder}
      value={formatPhoneInput(value)}
      onChange={(e) => onChange(formatPhoneInput(e.target.value), e)}
    />
  );
});
