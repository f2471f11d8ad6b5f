import { similarity } from './fold-text.ts';

/**
 * Printed names carry typos ("Yanker" for Yankner, "Kao" for Koo): two folded family names are the same when at
 * most one edit (a swap of neighbours is one) or 25 % of the longer one's length apart.
 */
export function sameName(printed: string, recorded: string): boolean {
  const longer = Math.max(printed.length, recorded.length);
  const distance = Math.round((1 - similarity(printed, recorded)) * longer);
  return distance <= Math.max(1, Math.floor(0.25 * longer));
}
