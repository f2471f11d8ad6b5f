import type { RecommendTitlesResponse } from '@galley/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Who wrote the candidates when an AI model is configured: the model, or the offline engine because it failed. */
export function EngineNote({ result }: { result: RecommendTitlesResponse }) {
  const { t } = useTranslation('recommender');
  if (result.llm_fallback)
    return (
      <Text fz="sm" c="orange.9" role="status" data-testid="engine-note">
        {t('results.llmFallback')}
      </Text>
    );
  if (result.engine !== 'llm') return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="engine-note">
      {t('results.engineLlm')}
    </Text>
  );
}
