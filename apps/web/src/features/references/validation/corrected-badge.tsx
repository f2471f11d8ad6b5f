import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeStyle, WRAPPING_LABEL } from './badge-style.ts';

/**
 * Beside the verdict, once the author took PubMed's value for some fields: the verdict still says what the
 * entered reference was (a fabricated one stays flagged), this says the list now carries PubMed's values.
 */
export function CorrectedBadge({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('references');
  if (fields.length === 0) return null;
  return (
    <Badge
      color="violet"
      variant="light"
      radius="sm"
      tt="none"
      styles={WRAPPING_LABEL}
      style={[{ whiteSpace: 'normal', height: 'auto' }, badgeStyle('violet')]}
      title={fields.join(', ')}
      data-testid="corrected-badge"
    >
      {t('table.corrected', { count: fields.length })}
    </Badge>
  );
}
