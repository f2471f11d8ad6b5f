import type { AuthorYearEntry } from './author-year-index.ts';
import type { CitedWork } from './author-year-parts.ts';
import { coreKey, fold, isCjk, nameKey, nameTokens } from './name-key.ts';

/**
 * The one list entry a typed citation names: first author (family name, with or without particles, or the printed
 * string's first words for an organisation or an entry the parser misread) and year; the letter after the year and
 * the second author or "et al." choose among entries sharing both. Undefined when none or several match.
 */
export function tieAuthorYear(work: CitedWork, entries: readonly AuthorYearEntry[]): number | undefined {
  for (const first of work.first) {
    const named = entries.flatMap((entry, n) =>
      namesFirst(entry, first.name) && sameYear(entry, work) ? [n] : [],
    );
    if (named.length === 0) continue;
    return choose(named, work, first.second, entries);
  }
  return undefined;
}

/** The entries of every work a citation names ("Smith 2020, 2021": two), or undefined unless each ties. */
export function tieWorks(
  works: readonly CitedWork[],
  entries: readonly AuthorYearEntry[],
): number[] | undefined {
  const tied = works.map((work) => tieAuthorYear(work, entries));
  return tied.length && tied.every((n) => n !== undefined) ? (tied as number[]) : undefined;
}

function namesFirst(entry: AuthorYearEntry, name: string): boolean {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return false;
  if (entry.first.has(nameKey(name)) || entry.first.has(coreKey(name))) return true;
  if (tokens.every((token, n) => entry.leading[n] === token)) return true;
  // "김 등" cites 김지민: Korean, Chinese and Japanese lists print the family name joined to the given name.
  const key = nameKey(name);
  return isCjk(name) && [...entry.first, entry.leading[0] ?? ''].some((k) => k.startsWith(key));
}

function sameYear(entry: AuthorYearEntry, work: CitedWork): boolean {
  if (!/^\d{4}$/.test(work.year)) return entry.year === undefined && entry.source.includes(fold(work.year));
  return entry.year === undefined ? entry.source.includes(work.year) : entry.year === Number(work.year);
}

function choose(
  named: number[],
  work: CitedWork,
  second: string | undefined,
  entries: readonly AuthorYearEntry[],
): number | undefined {
  let left = named;
  if (work.suffix) {
    const lettered = (n: number) =>
      new RegExp(`\\b${work.year}${work.suffix}\\b`).test(entries[n]?.source ?? '');
    const anyLetter = (n: number) => new RegExp(`\\b${work.year}[a-z]\\b`).test(entries[n]?.source ?? '');
    left = left.some(lettered) ? left.filter(lettered) : left.some(anyLetter) ? [] : left;
  }
  if (left.length <= 1) return left[0];
  const narrowed = [
    (n: number) =>
      work.names.every((name) => nameTokens(name).every((token) => entries[n]?.source.includes(token))),
    second
      ? (n: number) =>
          Boolean(entries[n]?.second.has(nameKey(second)) || entries[n]?.second.has(coreKey(second)))
      : undefined,
    work.etAl ? (n: number) => (entries[n]?.authors ?? 0) >= 3 : undefined,
    !work.etAl && !second ? (n: number) => entries[n]?.authors === 1 : undefined,
  ].reduce((list, keep) => (keep && list.filter(keep).length ? list.filter(keep) : list), left);
  return narrowed.length === 1 ? narrowed[0] : undefined;
}
