/**
 * The anonymous registration form's calls: the pending form (the server sends the login code), its
 * confirmation with the code, and the `log` of each attempt.
 */
import { callApi } from '@quiz/api';
import type {
  RegistrationConfirmResponse,
  RegistrationFormBody,
  RegistrationFormResponse,
} from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';

export function sendRegistrationForm(
  eventId: number,
  body: RegistrationFormBody,
): Promise<RegistrationFormResponse> {
  return callApi('eventRegistrationForm', { params: { id: eventId }, body });
}

/**
 * Logs in with the code and applies the pending registration the challenge names: the version this
 * form sent (the submit's answer), whatever anyone else submitted for the phone meanwhile.
 */
export function confirmRegistrationForm(
  eventId: number,
  phone: string,
  code: string,
  challenge: string,
): Promise<RegistrationConfirmResponse> {
  return callApi('confirmRegistrationForm', {
    params: { id: eventId },
    body: { phone: normalizePhone(phone), code, challenge },
  });
}

/** The `log` call of each submit (what was typed; never fails the form). */
export function logRegistrationAttempt(
  eventId: number,
  phoneInput: string,
  body: RegistrationFormBody,
): void {
  void callApi('log', {
    body: {
      from: typeof window === 'undefined' ? '' : window.location.href,
      logs: { event: eventId, phone_input_value: phoneInput, form_data: { event: eventId, ...body } },
    },
  }).catch(() => undefined);
}
