import type { CslItem } from '@galley/contracts';

// A capital letter printed against the volume's number ("Society B39", "J. Opt. Soc. Am. A27"): the series letter
// of the volume, which the tagger leaves at the end of the journal. With a space ("Phys. Rev. B 39") the letter is
// the journal's own and stays.
const TRAILING_LETTER = /^(.*[\p{L}.)])\s+([A-Z])$/u;

/** Moves a series letter printed against the volume's number from the container into the volume. */
export function letterPrefixedVolume(source: string, item: CslItem): void {
  const container = item['container-title'];
  const volume = item.volume;
  if (!container || !volume || !/^\d+$/.test(volume)) return;
  const match = TRAILING_LETTER.exec(container);
  if (!match?.[1] || !match[2] || !source.includes(`${container}${volume}`)) return;
  item['container-title'] = match[1];
  item.volume = `${match[2]}${volume}`;
}
