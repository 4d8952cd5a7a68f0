/** The `from` target of a login: only a path of this site (no open redirect), never /login itself. */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login/')) return null;
  return from;
}
