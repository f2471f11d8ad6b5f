// Words too common to narrow a title search, and spellings that vary between British and American English
// (PubMed indexes the title as published, the citation may spell it the other way).
const STOPWORDS = new Set(
  'about above after again against among and are based been before being between both but by can could does during each from further have having here how into its more most not other over same should some such than that the their them then there these they this those through under until very was were what when where which while who whom why will with within without would your study using alpha beta gamma delta kappa sigma omega'.split(
    ' ',
  ),
);
const VARIANT_SPELLING =
  /our(?:s|ed|al)?$|is(?:e|ed|es|ing|ation|ations)$|yse[ds]?$|ae|oe|ageing|centre|tre$/;

/**
 * Title words as PubMed's index holds them (diacritics off, lower case, split at anything not a letter or digit),
 * keeping the ones worth searching: letters only, four or more of them, not a stopword, the same in both
 * spellings. Longest first: long words are the rarest.
 */
export function searchableTitleWords(title: string | undefined): string[] {
  const words = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => /^[a-z]{4,}$/.test(word) && !STOPWORDS.has(word) && !VARIANT_SPELLING.test(word));
  const unique = [...new Set(words)];
  return unique.sort((a, b) => b.length - a.length);
}
