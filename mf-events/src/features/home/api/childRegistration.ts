/** The home page's sign-up for a children's game. */
import { createCallApi } from '@quiz/api';
import type { ChildRegistrationBody, ChildRegistrationResponse } from '@quiz/contract';
import { childEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi(childEndpoints);

export function registerChild(body: ChildRegistrationBody): Promise<ChildRegistrationResponse> {
  return callApi('childRegistration', { body });
}
