/**
 * The request key of one opened create form: random, sent with the create, so a double click or a
 * network retry of the same form answers the item the first send made (the server keeps it a day,
 * REQUEST_KEY_TTL_HOURS of @quiz/domain). A new form gets a new key.
 */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
