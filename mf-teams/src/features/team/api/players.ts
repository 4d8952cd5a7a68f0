/** The captain renames one of his players (`userCalls.renameUser`). */
import { callApi } from '@quiz/api';
import type { User } from '@quiz/contract';

export function renamePlayer(userId: number, name: string): Promise<User> {
  return callApi('renameUser', { params: { id: userId }, body: { first_name: name } });
}
