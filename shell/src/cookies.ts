/** The shell's cookies (the token's, the city's): path /, SameSite=Lax, Secure over https. */
export function writeCookie(
  name: string,
  value: string,
  maxAge: number,
  secure: boolean = typeof window !== 'undefined' && window.location.protocol === 'https:',
): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
