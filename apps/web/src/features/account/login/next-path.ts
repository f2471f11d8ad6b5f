/**
 * Where to continue after logging in: only a path of this site (`/users/profile?tab=password`), never
 * another origin (`//evil.example`, `https://…`) or a script URL, since `next` comes from the address bar.
 * The check runs on the normalised path too: `/.//evil.example` becomes `//evil.example`, which the
 * router would hand to the browser as a protocol-relative URL.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'https://galley.invalid');
    if (url.origin !== 'https://galley.invalid') return null;
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
