import type { ArticleType, Locale } from '@galley/contracts';
import { STEP_TEXTS } from '@galley/manuscript/board';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import type { BoardWords } from '../rules/step-words.ts';

/**
 * The board's words (bottom bar, popovers, explanations, step names) from get-conversion-text-data in the page's
 * language; until they arrive, or if the call fails, the same catalogue bundled from @galley/manuscript.
 */
export function useBoardWords(articleType: ArticleType | undefined, locale: Locale): BoardWords {
  const query = useQuery({
    queryKey: ['conversions', 'text-data', articleType, locale],
    queryFn: ({ signal }) =>
      api.call('conversionGetTextData', { article_type: articleType, locale }, { signal }),
    enabled: articleType !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data ?? STEP_TEXTS[locale];
}
