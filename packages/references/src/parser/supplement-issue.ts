import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';

// A supplement printed after the journal's name: "Am J Ind Med (Suppl 1)", "Electroencephalogr Clin Neurophysiol.
// Supplement, vol. 52". The tagger leaves the caption in the journal; it is the issue's. Not without a mark before
// it: "Acta Orthop Scand Suppl" is a journal of its own (NLM's abbreviation of "… Supplementum").
const TRAILING_SUPPLEMENT = /\s*[.,;:(]\s*(suppl(?:ement)?\.?)[\s.,;:(]*$/i;

/** Moves "Suppl"/"Supplement" from the end of the container into the issue ("Suppl 1"). */
export function supplementIssue(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container) return;
  const match = TRAILING_SUPPLEMENT.exec(container);
  if (!match?.[1] || match.index === 0) return;
  item['container-title'] = container.slice(0, match.index);
  const caption = match[1].replace(/\.$/, '');
  // "(Suppl 1)": the number after the caption is the supplement's, not a volume.
  const after = aroundContainer(source, container)?.after ?? '';
  const number = /^\s*(\d+[A-Za-z]?)\b/.exec(after)?.[1];
  if (number && item.volume === number && !item.issue) {
    delete item.volume;
    item.issue = `${caption} ${number}`;
    return;
  }
  item.issue = item.issue ? `${caption} ${item.issue}` : caption;
}
