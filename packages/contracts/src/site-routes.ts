/**
 * Every page path of the web app (spec §2), without the optional locale prefix, as React Router writes
 * them (`:name` is one segment). The web app's router is checked against this list by a unit test, and
 * the server answers 404 for any other path, so a crawler or a mistyped link gets a real 404 status while
 * the SPA still renders its not-found page. Pages of areas still being built are listed from the spec, so
 * their status is right the day they land.
 */
export const SITE_ROUTE_PATTERNS = [
  // Public
  '',
  'about',
  'document',
  'pricing',
  'privacy',
  'terms',
  '404',
  'register',
  // Verify and the login code page
  'verify/email-send',
  'verify/email/:token',
  'verify/reset',
  'verify/reset-password/result',
  'verify/reset-password/:token',
  'authentication/email/:token',
  // Users
  'users/profile',
  'users/payment',
  'users/plan',
  'users/checkout',
  'users/payment-success',
  'users/invoices/:transactionId',
  // Manuscript
  'manuscript',
  'manuscript/dashboard',
  'manuscript/conversionBoard/:id',
  'manuscript/conversionBoard/:id/upload',
  'manuscript/conversionBoard/:id/uploading',
  'manuscript/conversionBoard/:id/convert',
  'manuscript/conversionBoard/:id/convertStatus',
  'manuscript/conversionBoard/:id/confirm/:stepValue',
  // Reference converter and the title recommender
  'reference',
  'reference/bibliography/validate',
  'reference/bibliography/edit',
  'reference/bibliography/result',
  'recommender',
  // The public bulletin (its staff page is admin/bulletin)
  'bulletin',
  // Admin
  'admin',
  'admin/templateEditor',
  'admin/templateEditor/create',
  'admin/templateEditor/edit/:id',
  'admin/bulletin',
] as const;

export type SiteRoutePattern = (typeof SITE_ROUTE_PATTERNS)[number];

const LOCALE_LIKE = /^[a-z]{2}$/i;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return false;
  // React Router matches static segments case-insensitively; a parameter takes any one segment.
  return parts.every(
    (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase(),
  );
}

/**
 * Whether the web app shows a page (not its 404) at `pathname`, with or without a locale prefix. Any
 * two-letter first segment counts as a prefix, as the app's locale gate reads it: `/KO/pricing` and
 * `/xx/pricing` redirect to a real page. Trailing slashes are ignored, as the router ignores them.
 */
export function isSitePath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  let segments: string[];
  try {
    segments = segmentsOf(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  const candidates = [segments];
  const [first] = segments;
  if (first !== undefined && LOCALE_LIKE.test(first)) candidates.push(segments.slice(1));
  return candidates.some((candidate) => SITE_ROUTE_PATTERNS.some((pattern) => matches(pattern, candidate)));
}
