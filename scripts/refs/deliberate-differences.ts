/**
 * Where the presets print non-article items (and articles without a volume) otherwise than citeproc-js with the
 * official CSL style, on purpose or for a reason outside the layouts: printed under the agreement tables.
 */
export const DELIBERATE_DIFFERENCES: { difference: string; reason: string }[] = [
  {
    difference: 'Given names with lost characters ("Mar..a", "Drobni..") become other initials',
    reason:
      'PubMed records with characters lost upstream: the formatter keeps the initials rule it applies to ' +
      'journal articles (citeproc keeps the letters before the first full stop); real names are unaffected',
  },
  {
    difference: 'A full stop or comma after a title that ends in a quotation stays outside the closing quote',
    reason:
      'citeproc moves it inside because the eval gives every style the en-US locale; BMJ, The Lancet and Nature ' +
      'are en-GB styles, where CSL keeps it outside, and a template carries no locale',
  },
  {
    difference: 'Title case capitalises after an elided article ("L’Écriture", "d’Asile")',
    reason:
      'the shared title-case rules of text-case/ (outside the layouts): citeproc leaves such words as written',
  },
  {
    difference: 'An unpaired straight quote in a title prints as a typographic one',
    reason:
      'the formatter makes every straight quote typographic, as for journal articles; citeproc leaves a lone one',
  },
  {
    difference: 'Articles with a volume but no pages (Science "297, (2002)", The Lancet\'s DOI)',
    reason:
      'the article line is the template the editor edits and has no conditions; only articles without a volume ' +
      'get a layout of their own (article-journal-without-volume)',
  },
  {
    difference: 'MDPI books and reports end with ";" rather than "."',
    reason:
      'not a difference: the official style closes its book group with ";", which absorbs the full stop',
  },
];
