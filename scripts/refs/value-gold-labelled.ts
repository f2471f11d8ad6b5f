import type { TokenLabel } from '../../packages/references/src/parser/token-labels.ts';
import type { LabelledString } from './labelled-string.ts';
import { type ValueField, valueTokens } from './value-tokens.ts';

const FIELD_LABELS: Record<ValueField, TokenLabel[]> = {
  author: ['author'],
  title: ['title'],
  container: ['container'],
  year: ['date'],
  'volume+issue': ['volume', 'issue'],
  pages: ['pages'],
};
const YEAR = /(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/;

/**
 * The gold values of a hand-labelled string: the text of every character labelled for the field (the runs joined
 * by a space), as words without labels; the year is the first four-digit year in the date.
 */
export function labelledValueTokens(labelled: LabelledString): Record<ValueField, string[]> {
  const text = (labels: TokenLabel[]) => {
    let value = '';
    for (let at = 0; at < labelled.text.length; at++) {
      const label = labelled.labels[at];
      value += label && labels.includes(label) ? labelled.text[at] : ' ';
    }
    return value.replace(/\s+/g, ' ').trim();
  };
  const year = YEAR.exec(text(FIELD_LABELS.year))?.[1];
  return {
    author: valueTokens('author', text(FIELD_LABELS.author)),
    title: valueTokens('title', text(FIELD_LABELS.title)),
    container: valueTokens('container', text(FIELD_LABELS.container)),
    year: year ? [year] : [],
    'volume+issue': valueTokens('volume+issue', text(FIELD_LABELS['volume+issue'])),
    pages: valueTokens('pages', text(FIELD_LABELS.pages)),
  };
}
