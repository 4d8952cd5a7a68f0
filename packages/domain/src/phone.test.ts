import { PHONE_INPUT_MAX } from './constants';
import {
  formatPhoneInput,
  isCompletePhone,
  isValidAddPlayerPhone,
  isValidChildPhone,
  normalizePhone,
  phoneDigits,
} from './phone-entry';

describe('normalizePhone', () => {
  it.each([
    ['strips dashes, brackets, plus and spaces', '+7 (912) 345-67-89', '79123456789'],
    ['strips dashes, brackets, plus and spaces', ' +90 (532) 123-4567 ', '905321234567'],
    ['turns a leading 89 into 79', '8 (912) 345-67-89', '79123456789'],
    ['turns a leading 89 into 79', '89123456789', '79123456789'],
    ['keeps a leading 8 that is not followed by 9', '8 (495) 123-45-67', '84951234567'],
    ['keeps a 79 as is', '79123456789', '79123456789'],
  ])('%s: %j → %j', (_rule, input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
  });
  it('handles empty input', () => {
    for (const empty of ['', null, undefined]) expect(normalizePhone(empty)).toBe('');
  });
});

describe('phoneDigits', () => {
  it('keeps digits only, without the 89 rule', () => {
    expect(phoneDigits('8 (912) 345-67-89')).toBe('89123456789');
    expect(phoneDigits('abc')).toBe('');
  });
});

describe('formatPhoneInput', () => {
  it('formats a +7 number as +7 (xxx) xxx-xx-xx, exactly 18 characters', () => {
    const formatted = formatPhoneInput('+79123456789');
    expect(formatted).toBe('+7 (912) 345-67-89');
    expect(formatted).toHaveLength(PHONE_INPUT_MAX);
  });
  it('formats step by step as the user types', () => {
    const typed = '+79123456789';
    const steps: string[] = [];
    let value = '';
    for (const ch of typed) {
      value = formatPhoneInput(value + ch);
      steps.push(value);
    }
    expect(steps).toEqual([
      '+',
      '+7',
      '+7 (9',
      '+7 (91',
      '+7 (912',
      '+7 (912) 3',
      '+7 (912) 34',
      '+7 (912) 345',
      '+7 (912) 345-6',
      '+7 (912) 345-67',
      '+7 (912) 345-67-8',
      '+7 (912) 345-67-89',
    ]);
  });
  it('keeps a typed leading 8: 8 (xxx) xxx-xx-xx', () => {
    expect(formatPhoneInput('8')).toBe('8');
    expect(formatPhoneInput('89')).toBe('8 (9');
    expect(formatPhoneInput('89123456789')).toBe('8 (912) 345-67-89');
  });
  it('assumes +7 for a bare 7 or a national number', () => {
    expect(formatPhoneInput('7')).toBe('+7');
    expect(formatPhoneInput('9123456789')).toBe('+7 (912) 345-67-89');
  });
  it('reformats pasted numbers with brackets, dashes and spaces', () => {
    expect(formatPhoneInput('+7(912)345 67 89')).toBe('+7 (912) 345-67-89');
    expect(formatPhoneInput('8-912-345-67-89')).toBe('8 (912) 345-67-89');
  });
  it('formats the +90 (Turkey) pattern within 18 characters', () => {
    expect(formatPhoneInput('+9')).toBe('+9');
    expect(formatPhoneInput('+90')).toBe('+90');
    expect(formatPhoneInput('+905')).toBe('+90 (5');
    expect(formatPhoneInput('+90532123')).toBe('+90 (532) 123');
    const full = formatPhoneInput('+905321234567');
    expect(full).toBe('+90 (532) 123-4567');
    expect(full.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    expect(normalizePhone(full)).toBe('905321234567');
  });
  it('never exceeds 18 characters, whatever is typed or pasted', () => {
    for (const input of [
      '+7912345678901234',
      '891234567890000',
      '+90532123456789',
      '+3752912345678999',
      '123456789012345678901',
    ]) {
      expect(formatPhoneInput(input).length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    }
    expect(formatPhoneInput('+7912345678901234')).toBe('+7 (912) 345-67-89');
  });
  it('formats other international numbers with libphonenumber', () => {
    expect(formatPhoneInput('+375291234567')).toBe('+375 29 123 45 67');
  });
  it('lets the user erase everything', () => {
    expect(formatPhoneInput('+7 (')).toBe('+7');
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('')).toBe('');
  });
});

describe('phone validity', () => {
  it('add player: 11 or 12 digits after normalizing', () => {
    expect(isValidAddPlayerPhone('+7 (912) 345-67-89')).toBe(true);
    expect(isValidAddPlayerPhone('8 (912) 345-67-89')).toBe(true);
    expect(isValidAddPlayerPhone('+90 (532) 123-4567')).toBe(true);
    expect(isValidAddPlayerPhone('+7 (912) 345-67-8')).toBe(false);
    expect(isValidAddPlayerPhone('9123456789012')).toBe(false);
    expect(isValidAddPlayerPhone('')).toBe(false);
  });
  it('child form: at least 7 digits', () => {
    expect(isValidChildPhone('123-45-6')).toBe(false);
    expect(isValidChildPhone('123-45-67')).toBe(true);
    expect(isValidChildPhone('+7 (912) 345-67-89')).toBe(true);
  });
  it('complete: 11 Russian digits, 12 Turkish, or a possible foreign number', () => {
    expect(isCompletePhone('+7 (912) 345-67-89')).toBe(true);
    expect(isCompletePhone('8 (912) 345-67-89')).toBe(true);
    expect(isCompletePhone('+7 (912) 345-67')).toBe(false);
    expect(isCompletePhone('+90 (532) 123-4567')).toBe(true);
    expect(isCompletePhone('+90 (532) 123-456')).toBe(false);
    expect(isCompletePhone('+375 29 123 45 67')).toBe(true);
    expect(isCompletePhone('+375 29')).toBe(false);
  });
});
