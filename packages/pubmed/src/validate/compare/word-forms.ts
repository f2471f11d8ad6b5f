import { editDistance } from './match-text.ts';

/** Two forms of one word sharing their start: "child"/"children", "analysis"/"analyses", "random"/"randomized". */
export function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common === shorter || common >= 5;
}

/** A letter dropped or added in a word of five letters or more, counting the longer ("Jkob"/"Jakob"). */
export function droppedLetter(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) !== 1 || Math.max(a.length, b.length) < 5 || /\d/.test(a + b))
    return false;
  return editDistance(a, b, 1) <= 1;
}

const ROMAN: Record<string, string> = { ii: '2', iii: '3', iv: '4', vi: '6', vii: '7', viii: '8', ix: '9' };

/**
 * One spelling for British and American forms and for Roman numerals ("haemorrhage"/"hemorrhage",
 * "sulphate"/"sulfate", "programme"/"program", "randomised"/"randomized", "type II"/"type 2"): titles are
 * printed in the journal's spelling, citations in the author's.
 */
export function spellingKey(word: string): string {
  const roman = ROMAN[word];
  if (roman) return roman;
  return word
    .replace(/ae|oe/g, 'e')
    .replace(/sulph/g, 'sulf')
    .replace(/grey/g, 'gray')
    .replace(/programme/g, 'program')
    .replace(/ageing/g, 'aging')
    .replace(/aluminium/g, 'aluminum')
    .replace(/our(s|ed|al|ing|able)?$/, 'or$1')
    .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/([^aeiou])tre(s?)$/, '$1ter$2')
    .replace(/ll(ed|ing|er)$/, 'l$1');
}
