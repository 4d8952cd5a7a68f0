/** The child form's checks (SPEC §5), in SPEC's words. */
import type { ChildRegistrationBody } from '@quiz/contract';
import { CHILD_AGE_OPTIONS, CHILD_TEXTS, isValidChildPhone, normalizePhone } from '@quiz/domain';

/** The form's messages: the same the server answers with (`CHILD_TEXTS` of @quiz/domain). */
export const CHILD_FORM_TEXTS = CHILD_TEXTS;

export interface ChildFormValues {
  name?: string;
  ageCategory?: string;
  teamName?: string;
  teamSize?: string;
  phone?: string;
  consent?: boolean;
}

const filled = (v: string | undefined) => !!v && v.trim().length > 0;

/** null when the form may be sent; otherwise the one SPEC message to show. */
export function validateChildForm(values: ChildFormValues): string | null {
  const all =
    filled(values.name) &&
    filled(values.ageCategory) &&
    filled(values.teamName) &&
    filled(values.teamSize) &&
    filled(values.phone) &&
    values.consent === true;
  if (!all) return CHILD_FORM_TEXTS.fillAll;
  if (!isValidChildPhone(values.phone)) return CHILD_FORM_TEXTS.phone;
  return null;
}

export function toChildBody(values: ChildFormValues): ChildRegistrationBody {
  const size = values.teamSize ?? 'solo';
  return {
    name: (values.name ?? '').trim(),
    ageCategory: (CHILD_AGE_OPTIONS as readonly string[]).includes(values.ageCategory ?? '')
      ? (values.ageCategory as ChildRegistrationBody['ageCategory'])
      : '8-10 лет',
    teamName: (values.teamName ?? '').trim(),
    teamSize: size === 'solo' ? 'solo' : Number(size),
    // '8 (916) 123-45-67' → '79161234567', as the login sends it
    phone: normalizePhone(values.phone),
  };
}
