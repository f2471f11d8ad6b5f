import type { ReferenceOrderItem } from '@galley/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ReferenceCard } from './reference-card.tsx';
import classes from './reference-table.module.css';
import { ReferenceTableRow } from './reference-table-row.tsx';
import type { StatusFilter } from './status-filter.ts';

/**
 * Every reference, those outside `filter` hidden by CSS (see the module): a table, or on a phone a list
 * of cards (no sideways scrolling). `shown` is how many the filter leaves, for the empty message.
 */
export function ReferenceTable({
  references,
  filter,
  shown,
  retryingIndex,
  onOpen,
  onRetry,
}: {
  references: readonly ReferenceOrderItem[];
  filter: StatusFilter;
  shown: number;
  retryingIndex: number | null;
  onOpen: (index: number) => void;
  onRetry: (index: number) => void;
}) {
  const { t } = useTranslation('references');
  const phone = useMediaQuery('(max-width: 48em)');
  if (shown === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="reference-table-empty">
        {t('table.empty')}
      </Text>
    );
  }
  if (phone) {
    return (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('table.caption')}
      >
        {references.map((reference) => (
          <ReferenceCard
            key={reference.index}
            reference={reference}
            retrying={retryingIndex === reference.index}
            onOpen={onOpen}
            onRetry={onRetry}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table
        verticalSpacing="sm"
        highlightOnHover
        className={classes.list}
        data-filter={filter}
        data-testid="reference-table"
      >
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('table.number')}</Table.Th>
            <Table.Th>{t('table.reference')}</Table.Th>
            <Table.Th w={130}>{t('table.status')}</Table.Th>
            <Table.Th w={96}>{t('table.pmid')}</Table.Th>
            <Table.Th w={250}>{t('table.precaution')}</Table.Th>
            <Table.Th w={120}>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {references.map((reference) => (
            <ReferenceTableRow
              key={reference.index}
              reference={reference}
              retrying={retryingIndex === reference.index}
              onOpen={onOpen}
              onRetry={onRetry}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
