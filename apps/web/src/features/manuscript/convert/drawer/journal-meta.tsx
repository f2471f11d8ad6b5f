import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A journal's details in one wrapping line: abbreviation, ISSN, publisher, categories (in the user's
 * language), and the impact factor only when it is known.
 */
export function JournalMeta({
  abbreviation,
  issn,
  publisher,
  categories,
  impactFactor,
}: {
  abbreviation: string | null;
  issn?: string | null;
  publisher: string | null;
  categories: readonly string[];
  impactFactor: number | null;
}) {
  const { t } = useTranslation('manuscript-convert');
  const parts = [
    abbreviation,
    issn ? t('journal.issn', { issn }) : null,
    publisher,
    categories.map((category) => t(`categories.${category}`, { defaultValue: category })).join(', '),
    impactFactor === null ? null : t('journal.impactFactor', { value: impactFactor }),
  ].filter(Boolean);
  return (
    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Text>
  );
}
