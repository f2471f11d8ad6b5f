import type { Manuscript, TagResult } from '@galley/contracts';
import type { ManuscriptTagger } from '../tagger/manuscript-tagger.ts';

/**
 * Tags with `primary` (the LLM) and, when it fails, with `fallback` (the local tagger), saying so in a warning:
 * auto-tagging degrades instead of failing the conversion.
 */
export async function tagWithFallback(
  manuscript: Manuscript,
  primary: ManuscriptTagger,
  fallback: ManuscriptTagger,
): Promise<TagResult> {
  try {
    return await primary.tag(manuscript);
  } catch (error) {
    const result = await fallback.tag(manuscript);
    return {
      ...result,
      warnings: [
        {
          code: 'tagger_unavailable',
          message: `The ${primary.name} tagger failed (${(error as Error).message}); tagged by the ${fallback.name} tagger instead.`,
        },
        ...result.warnings,
      ],
    };
  }
}
