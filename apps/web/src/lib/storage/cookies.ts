/**
 * Plain first-party cookies for preferences the spec names as cookies (`rememberedEmail`). The Cookie
 * Store API is async and missing from some browsers we support, so this writes `document.cookie` with
 * every attribute spelled out in one place.
 */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(maxAgeDays * 86_400);
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above; attributes are fixed here.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above; attributes are fixed here.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
