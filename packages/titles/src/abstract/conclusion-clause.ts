import type { AbstractSentence } from './read-abstract.ts';

const CONCLUDING =
  /\b(?:suggest|indicate|conclude|demonstrate|show|support|reveal|confirm|imply|provide)\w*\b.*\bthat\b|\bin (?:conclusion|summary)\b|\btaken together\b|\bcollectively\b|\bthese (?:results|data|findings)\b/i;
const LEAD_IN =
  /^(?:(?:in conclusion|in summary|taken together|together|collectively|overall|thus|therefore|hence|finally|here|conclusions?)[,:]?\s+)+/i;
const THAT =
  /^.{0,90}?\b(?:suggests?|suggested|indicates?|indicated|demonstrates?|demonstrated|shows?|showed|shown|supports?|supported|reveals?|revealed|concluded?|confirms?|confirmed|impl(?:y|ies)|provides? (?:\w+ )?evidence|argues?|highlights?|reports?|find|found)(?:\s+[\w-]+){0,3}?\s+that\s+/i;

/** The study's main finding as a clause a declarative title can state ("X is associated with Y"). */
export function conclusionClause(sentences: readonly AbstractSentence[]): string | undefined {
  const conclusions = sentences.filter((sentence) => sentence.part === 'conclusions');
  const tail = sentences.slice(-3).reverse();
  const sentence =
    conclusions[0] ??
    tail.find((candidate) => CONCLUDING.test(candidate.text)) ??
    (sentences.length > 2 ? sentences[sentences.length - 1] : undefined);
  if (!sentence) return undefined;
  const clause = sentence.text
    .replace(LEAD_IN, '')
    .replace(THAT, '')
    .replace(/[.!]+$/, '')
    .trim();
  return clause.split(/\s+/).length >= 3 ? clause : undefined;
}
