/**
 * A title and its biblatex subtitle as one title, "Title: Subtitle", the way CSL-JSON and printed references
 * carry it; a title already ending in "?", "!", ":" or "." takes the subtitle after a space only.
 */
export function joinSubtitle(title: string | undefined, subtitle: string | undefined): string | undefined {
  if (!subtitle) return title;
  if (!title) return subtitle;
  return /[?!:.]$/.test(title) ? `${title} ${subtitle}` : `${title}: ${subtitle}`;
}
