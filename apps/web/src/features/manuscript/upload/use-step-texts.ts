import type { ArticleType } from '@galley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';

/** The server's step texts for `articleType` in the page's language (step names for the checklist). */
export function useStepTexts(articleType: ArticleType) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['conversion-text-data', articleType, locale],
    queryFn: ({ signal }) =>
      api.call('conversionGetTextData', { article_type: articleType, locale }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
