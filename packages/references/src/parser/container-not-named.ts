import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';

// Names after a translator's or performer's caption: "Mein Kampf, trans. James Vincent Murphy (London: …)".
const CONTRIBUTOR_BEFORE = /\b(?:trans(?:lated)?\.?(?:\s+by)?|tr\.|perf\.|dir\.)\s*(?:\p{Lu}\.\s*)*$/iu;
// A cross-reference to the book's editors cited elsewhere in the list: "In Keane et al. [4]" ("In Glotfelty and
// Fromm" reads like "Information and Computation" and stays).
const CROSS_REFERENCE = /^(?:[Ii]n\s+)?\p{Lu}[\p{Ll}'’-]+\s+et\s+al\.?(?:\s*\[\d+\])?$/u;
const GENRE = /^(?:diss(?:ertation)?|thesis|ph\.?\s?d\.?\s+(?:diss(?:ertation)?|thesis))\.?$/i;

/**
 * Containers that name no journal or book: contributors after their caption ("trans. James Vincent Murphy"), a
 * cross-reference to editors cited elsewhere ("In Keane et al. [4]"), a thesis's genre ("Diss."), which becomes
 * the genre.
 */
export function containerNotNamed(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container) return;
  const before = aroundContainer(source, container)?.before.slice(-20) ?? '';
  const genre = GENRE.test(container);
  if (
    !genre &&
    !CROSS_REFERENCE.test(container) &&
    !CONTRIBUTOR_BEFORE.test(before) &&
    !/^perf\.\s/i.test(container)
  )
    return;
  if (genre && !item.genre) item.genre = container.replace(/\.$/, '');
  delete item['container-title'];
  delete item.confidence?.['container-title'];
}
