import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../app/locale/use-locale-path.ts';
import { conversionPath } from '../manuscript/shared/conversion-paths.ts';

/** The conversion's title now (its title step text, else its tagged title) and a way back to its board. */
export function ConversionTitleNote({ conversionId, title }: { conversionId: string; title: string | null }) {
  const { t } = useTranslation('recommender');
  const lp = useLocalePath();
  return (
    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="conversion-title">
      {title ? t('results.currentTitle', { title }) : t('results.noCurrentTitle')}{' '}
      <Anchor component={Link} to={lp(conversionPath(conversionId))} fz="sm" underline="always">
        {t('results.openConversion')}
      </Anchor>
    </Text>
  );
}
