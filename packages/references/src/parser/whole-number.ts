/**
 * How many times `number` is printed in `text` as a number of its own: not inside "107" or "1988", but glued to a
 * caption it counts ("Nr1"). Volumes and issues may carry a letter ("12A"), so the value is escaped.
 */
export function wholeNumberCount(text: string, number: string): number {
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (text.match(new RegExp(`(?<!\\p{N})${escaped}(?!\\p{N})`, 'gu')) ?? []).length;
}
