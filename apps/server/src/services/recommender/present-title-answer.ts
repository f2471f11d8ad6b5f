import type { RecommendTitlesResponse } from '@galley/contracts';
import type { EngineAnswer, JournalTitleLimits } from '@galley/titles';

/** An engine's answer in the API's words; similar titles only when the corpus index was there to find them. */
export function presentTitleAnswer(
  answer: EngineAnswer,
  similarAvailable: boolean,
  journal: JournalTitleLimits,
  conversion: RecommendTitlesResponse['conversion'],
): RecommendTitlesResponse {
  const { candidates, similar } = answer.recommendation;
  return {
    engine: answer.engine,
    llm_fallback: answer.fallbackReason !== undefined,
    candidates: candidates.map((candidate) => ({
      title: candidate.title,
      kind: candidate.kind,
      words: candidate.words,
      chars: candidate.chars,
      over_limit: candidate.overLimit,
      key_terms: candidate.keyTerms,
      overclaim: candidate.overclaim === true,
    })),
    similar: similarAvailable ? similar.map(({ title, pmid }) => ({ title, pmid })) : [],
    similar_available: similarAvailable,
    limits: { max_words: journal.maxTitleWords ?? null, max_chars: journal.maxTitleChars ?? null },
    conversion,
  };
}
