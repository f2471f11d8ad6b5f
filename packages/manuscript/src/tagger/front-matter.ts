import type { Paragraph, StepValue } from '@galley/contracts';

const AFFILIATION =
  /\b(?:universit|institut(?:e|es|o|ion|ions)?\b|department|dept\.|laborator|hospital|school|college|cent(?:er|re)\b|faculty|division|academy|ministry|foundation|clinic|council|agency|corporation|inc\.|ltd\b|gmbh|street|road|avenue|present address|current address|P\.?O\.? box)/i;
const CORRESPONDENCE =
  /^\s*(?:[*$†#✉]|corresponding|correspondence|to whom|e-?mail\s*:|address (?:for|of) correspondence)/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const RUNNING_TITLE = /^\s*(?:running (?:title|head(?:line)?)|short (?:running )?title)\s*[:：]?/i;
const KEYWORDS = /^\s*key ?words?\s*[:：]?/i;

export type FrontGuess = StepValue | 'running-title-label' | 'keywords-label' | 'none';

/**
 * What a paragraph of the front matter (before the abstract) is, from its text alone: a running-title or keywords
 * line (or their label on a line of its own), correspondence, an affiliation, a line of author names, or
 * nothing we tag (dates, word counts).
 */
export function guessFrontMatter(paragraph: Paragraph): FrontGuess {
  const text = paragraph.text.trim();
  const running = RUNNING_TITLE.exec(text);
  if (running) return text.slice(running[0].length).trim() ? 'front.running_title' : 'running-title-label';
  const keywords = KEYWORDS.exec(text);
  if (keywords) return text.slice(keywords[0].length).trim() ? 'abstract.keywords' : 'keywords-label';
  if (CORRESPONDENCE.test(text)) return 'front.correspondence';
  // "2Institute of …": the affiliation's mark is glued to its first word.
  if (AFFILIATION.test(text.replace(/^[\d*†‡§¶$#]+(?=\p{Lu})/u, ''))) return 'front.affiliations';
  if (EMAIL.test(text)) return 'front.correspondence';
  if (/^\s*orcid\b/i.test(text)) return 'front.authors';
  if (looksLikeAuthors(text)) return 'front.authors';
  return 'none';
}

/** "Jane Doe1, John Smith2* and Ann Lee" — names split by commas, "and" or "&", each one to five capitalised words. */
function looksLikeAuthors(text: string): boolean {
  if (text.length > 600 || /[.!?]\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(text)) return false;
  const names = text
    // Affiliation marks before ("1Petr Capek") or after a name ("Kun Luo4*") are not part of it.
    .replace(/(^|[\s,])[\d*†‡§¶$#]+(?=\p{Lu})/gu, '$1')
    .replace(/[\d*†‡§¶$#,]+(?=\s|,|$)/g, ',')
    .split(/\s*(?:,|;|\band\b|&)\s*/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) return false;
  const nameLike = names.filter((name) =>
    /^(?:\p{Lu}[\p{L}'’.-]*\.?|\(\p{Lu}[\p{L}]*\)|van|von|de|der|da|di|del|la|le)(?:\s+(?:\p{Lu}[\p{L}'’.-]*\.?|\(\p{Lu}[\p{L}]*\)|van|von|de|der|da|di|del|la|le)){0,4}$/u.test(
      name,
    ),
  );
  return nameLike.length === names.length && names.some((name) => /\s/.test(name));
}
