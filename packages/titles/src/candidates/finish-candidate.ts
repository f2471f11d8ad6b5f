import type { KeyPhrase } from '../phrases/key-phrases.ts';
import { terms } from '../text/words.ts';
import type { JournalTitleLimits, TitleCandidate } from '../types.ts';
import { fitsLimits, measureTitle } from './measure-title.ts';
import { shortenTitle } from './shorten-title.ts';
import type { DraftTitle } from './title-context.ts';

/** A draft made into a candidate: shortened to the journal's limits where it can be, measured, its key terms named. */
export function finishCandidate(
  draft: DraftTitle,
  phrases: readonly KeyPhrase[],
  limits: JournalTitleLimits | undefined,
): TitleCandidate {
  let title = draft.title.replace(/\s+/g, ' ').trim();
  if (!fitsLimits(title, limits)) {
    const question = title.endsWith('?');
    const body = shortenTitle(question ? title.slice(0, -1) : title, limits, limits?.maxTitleWords ?? 40);
    title = question ? `${body}?` : body;
    if (!fitsLimits(title, limits) && question) title = `${body.split(' ').slice(0, -1).join(' ')}?`;
  }
  const { words, chars } = measureTitle(title);
  const own = new Set(terms(title));
  const candidate: TitleCandidate = {
    title,
    kind: draft.kind,
    words,
    chars,
    overLimit: !fitsLimits(title, limits),
    keyTerms: phrases
      .filter((phrase) => phrase.terms.every((term) => own.has(term)))
      .map((phrase) => phrase.text),
  };
  if (draft.overclaim !== undefined) candidate.overclaim = draft.overclaim;
  return candidate;
}
