import fs from 'node:fs';
import { journalKey } from '../../packages/references/src/journals/journal-key.ts';
import { sharedDataPath } from '../refs/shared-data-path.ts';

const QUALIFIER = /\s*[([][^)\]]*[)\]]\s*$/;

/**
 * Looks up the NLM abbreviation of a journal title by the same normalised key the reference formatter uses (case,
 * diacritics, punctuation and a leading "The" ignored), or by the NLM title without its place qualifier
 * ("Lancet (London, England)") when that names one journal only.
 */
export function loadNlmAbbreviations(): (title: string) => string | null {
  const file = sharedDataPath('journals/nlm-journal-abbreviations.json');
  const pairs = Object.entries(
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { default: { 'container-title': Record<string, string> } })
      .default['container-title'],
  ).filter(([, abbreviation]) => abbreviation.trim() !== '');
  const exact = new Map<string, string>();
  const qualified = new Map<string, string | null>();
  for (const [title, raw] of pairs) {
    const abbreviation = raw.trim();
    const key = journalKey(title);
    // A title of letters journalKey drops (Cyrillic, CJK) has an empty key: it must not match every such title.
    if (!key) continue;
    if (!exact.has(key)) exact.set(key, abbreviation);
    if (!QUALIFIER.test(title)) continue;
    const looseKey = journalKey(title.replace(QUALIFIER, ''));
    if (!looseKey) continue;
    const seen = qualified.get(looseKey);
    // Two qualified titles with different abbreviations under one bare title are ambiguous: drop rather than guess.
    if (seen === undefined) qualified.set(looseKey, abbreviation);
    else if (seen !== abbreviation) qualified.set(looseKey, null);
  }
  return (title) => {
    const key = journalKey(title);
    if (!key) return null;
    const hit = exact.get(key);
    // NLM marks an older journal of the same name with a year ("Science" → "Science (1979)"); the current
    // journal is the qualified title ("Science (New York, N.Y.)" → "Science").
    if (hit && /\(\d{4}\)$/.test(hit) && !/\d{4}/.test(title)) return qualified.get(key) ?? hit;
    return hit ?? qualified.get(key) ?? null;
  };
}
