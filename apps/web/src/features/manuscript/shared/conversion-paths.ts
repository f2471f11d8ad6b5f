/** The pages of one conversion's board (spec §2 "Manuscript"); `confirm/<step>` for the confirm board. */
export type BoardPage = '' | 'upload' | 'uploading' | 'convert' | 'convertStatus' | `confirm/${string}`;

/** A board page's address for `conversionId`, without the locale prefix (wrap it in `lp()`). */
export function conversionPath(conversionId: string, page: BoardPage = ''): string {
  const base = `/manuscript/conversionBoard/${encodeURIComponent(conversionId)}`;
  return page ? `${base}/${page}` : base;
}

export const DASHBOARD_PATH = '/manuscript/dashboard';
