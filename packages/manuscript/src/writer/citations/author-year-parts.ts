import { ET_AL, NO_YEAR } from './author-year-grammar.ts';

/** One cited work as typed: who is named first (candidates, most likely first), the year, the letter after it. */
export interface CitedWork {
  /** First-author readings to try: the whole group as one organisation, then the first name and its shorter tails. */
  first: { name: string; second?: string }[];
  /** Every author named ("Haines, Stansfeld, Job"), to choose among entries sharing first author and year. */
  names: string[];
  etAl: boolean;
  year: string;
  suffix?: string;
}

const ET_AL_END = new RegExp(`${ET_AL}$`, 'u');
const SEPARATOR = /\s*,\s*|\s*[&/]\s*|\s+and\s+/gu;
const POSSESSIVE = /['’]s$/u;

/** "Long, Flint & Lepper" + "2010" → the works cited (one per year: "Smith 2020, 2021" cites two). */
export function citedWorks(authors: string, years: string): CitedWork[] {
  const etAl = ET_AL_END.test(authors);
  // "Eysenck’s (1967)" names Eysenck.
  const group = authors.replace(ET_AL_END, '').replace(POSSESSIVE, '');
  const first: CitedWork['first'] = [];
  const names: { text: string; at: number }[] = [];
  let at = 0;
  for (const separator of [...group.matchAll(SEPARATOR), undefined]) {
    const end = separator?.index ?? group.length;
    names.push({ text: group.slice(at, end), at });
    at = end + (separator?.[0].length ?? 0);
  }
  if (names.length > 1) first.push({ name: group });
  const [lead, next] = names;
  // "See Smith" → "See Smith", "Smith": a sentence's words may come before the first author's name.
  for (const word of lead?.text.matchAll(/\S+/gu) ?? [])
    first.push({ name: lead?.text.slice(word.index) ?? '', ...(next ? { second: next.text } : {}) });
  const named = names.map((name) => name.text).filter(Boolean);
  return yearsOf(years).map(({ year, suffix }) => ({
    first,
    names: named,
    etAl,
    year,
    ...(suffix ? { suffix } : {}),
  }));
}

const NO_YEAR_AT = new RegExp(`^${NO_YEAR}$`, 'iu');

/** "2020a, b" → 2020a, 2020b; "2019, 2020" → both; "in press" as it is. */
export function yearsOf(text: string): { year: string; suffix?: string }[] {
  const out: { year: string; suffix?: string }[] = [];
  for (const part of text.split(/\s*,\s*/)) {
    const match = /^(\d{4})([a-z])?$/.exec(part);
    if (match?.[1]) out.push({ year: match[1], ...(match[2] ? { suffix: match[2] } : {}) });
    else if (/^[a-z]$/.test(part) && out.length)
      out.push({ year: out[out.length - 1]?.year ?? '', suffix: part });
    else if (NO_YEAR_AT.test(part)) out.push({ year: part.toLowerCase().replace(/\s+/g, ' ') });
  }
  return out;
}
