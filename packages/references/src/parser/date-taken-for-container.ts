import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// Month and season names in English, French, German, Spanish and Italian, with their abbreviations.
const MONTH =
  /^(?:jan|janv|janvier|january|januar|enero|gennaio|feb|febr|february|février|fevrier|februar|febrero|febbraio|mar|march|mars|märz|marzo|apr|april|avril|abril|aprile|may|mai|mayo|maggio|jun|june|juin|juni|junio|giugno|jul|july|juillet|juli|julio|luglio|aug|august|août|agosto|sep|sept|september|septembre|septiembre|settembre|oct|october|octobre|oktober|octubre|ottobre|nov|november|novembre|noviembre|dec|december|décembre|dezember|diciembre|dicembre|spring|summer|autumn|fall|winter|printemps|été|automne|hiver)$/i;

/**
 * A container run that holds only a month or season ("L’Aide-soignante, | février | 2004") is the date's: left as
 * the container it would win over the journal the tagger missed. Relabels `labels` in place.
 */
export function dateTakenForContainer(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] !== 'container' || labels[index - 1] === 'container') continue;
    let end = index;
    while (labels[end + 1] === 'container') end++;
    const words = tokens.slice(index, end + 1).filter((token) => /^[\p{L}\p{N}]/u.test(token.text));
    if (words.length > 0 && words.every((token) => MONTH.test(token.text)))
      labels.fill('date', index, end + 1);
    index = end;
  }
}
