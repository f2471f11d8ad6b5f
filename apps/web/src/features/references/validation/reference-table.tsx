import type { ReferenceOrderItem } from '@galley/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReferenceTableRow } from './reference-table-row.tsx';

/** The references under the chosen filter; scrolls sideways on a phone rather than crushing the text. */
export function ReferenceTable({
  references,
  retryingIndex,
  onOpen,
  onRetry,
}: {
  references: readonly ReferenceOrderItem[];
  retryingIndex: number | null;
  onOpen: (index: number) => void;
  onRetry: (index: number) => void;
}) {
  const { t } = useTranslation('references');
  if (references.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="reference-table-empty">
        {t('table.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" highlightOnHover data-testid="reference-table">
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('table.number')}</Table.Th>
            <Table.Th>{t('table.reference')}</Table.Th>
            <Table.Th w={150}>{t('table.status')}</Table.Th>
            <Table.Th w={100}>{t('table.pmid')}</Table.Th>
            <Table.Th w={240}>{t('table.precaution')}</Table.Th>
            <Table.Th w={180}>{t('table.actions')}</Table.Th>
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
