import type { ManuscriptTagger } from './manuscript-tagger.ts';
import { tagLocal } from './tag-local.ts';

/** The default tagger: headings, front matter, labels and the shipped sentence classifier (no network). */
export const localTagger: ManuscriptTagger = {
  name: 'local',
  tag: async (manuscript) => tagLocal(manuscript),
};
