import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The title step's note when the conversion's title comes from the recommender, not from the highlights. */
export function RecommendedTitleNote({ title }: { title: string }) {
  const { t } = useTranslation('manuscript-confirm');
  return (
    <Alert color="blue" variant="light" data-testid="confirm-recommended-title">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('recommendedTitle', { title })}
      </Text>
      <Text size="sm">{t('recommendedTitleHint')}</Text>
    </Alert>
  );
}
