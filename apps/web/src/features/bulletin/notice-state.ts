/** Where a notice stands now: not yet shown, shown, or past its end. */
export function noticeState(
  notice: { published_from: string; published_to: string | null },
  now: Date,
): 'scheduled' | 'published' | 'ended' {
  const time = now.getTime();
  if (Date.parse(notice.published_from) > time) return 'scheduled';
  if (notice.published_to && Date.parse(notice.published_to) <= time) return 'ended';
  return 'published';
}
