/**
 * The page to show of an ordered listing: the one holding `focusId` when it is listed (the drawer just
 * created it), else `page` clamped to the last page, so a deletion never leaves the drawer on an empty page.
 */
export function listingPage(
  ids: readonly string[],
  page: number,
  size: number,
  focusId?: string | null,
): { page: number; slice: string[] } {
  const lastPage = Math.max(1, Math.ceil(ids.length / size));
  const focus = focusId ? ids.indexOf(focusId) : -1;
  const shown = focus >= 0 ? Math.floor(focus / size) + 1 : Math.min(page, lastPage);
  return { page: shown, slice: ids.slice((shown - 1) * size, shown * size) };
}
