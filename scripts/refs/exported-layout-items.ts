import fs from 'node:fs';
import type { CslItem } from '@galley/contracts';
import { loadPubmedItems } from './load-pubmed-items.ts';
import { nonArticleItems } from './non-article-items.ts';
import { readAnystyle } from './read-anystyle.ts';
import { seededRandom } from './seeded-random.ts';
import { sharedDataPath } from './shared-data-path.ts';

/**
 * The items that print through a template's per-type layouts: `perType` of each non-article type (as
 * eval-non-articles.ts builds them) and up to `articles` PubMed journal articles without a volume.
 */
export function exportedLayoutItems(perType: number, articles: number): CslItem[] {
  const records = [...loadPubmedItems().values()];
  const labelled = readAnystyle(
    fs.readFileSync(sharedDataPath('references/anystyle-core.labelled.xml'), 'utf8'),
  );
  const others = nonArticleItems(records, labelled, perType, seededRandom(18));
  const withoutVolume = records
    .filter(
      (item) => item.type === 'article-journal' && !item.volume && item.title && item['container-title'],
    )
    .slice(0, articles);
  return [...others, ...withoutVolume];
}
