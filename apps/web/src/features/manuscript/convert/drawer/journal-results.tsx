import type { JournalBrowseItem, JournalBrowseResponse } from '@galley/contracts';
import { Alert, Button, Center, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../../components/status-loader.tsx';
import { anyImpactFactor, type TargetRow, targetFromCatalogue } from '../targets/target-list.ts';
import { JournalResultRow } from './journal-result-row.tsx';

/**
 * The matches as a table: a tick box per journal (checked when on the list, disabled when the list is full),
 * title and abbreviation, ISSN, publisher, categories, and an impact-factor column only when a match knows
 * its impact factor. On a phone the details fold under the title. "Show more" loads the next page.
 */
export function JournalResults({
  browse,
  chosen,
  full,
  onAdd,
  onRemove,
}: {
  browse: UseInfiniteQueryResult<InfiniteData<JournalBrowseResponse>>;
  chosen: readonly TargetRow[];
  full: boolean;
  onAdd: (row: TargetRow) => void;
  onRemove: (journalId: string) => void;
}) {
  const { t } = useTranslation('manuscript-convert');
  const journals: JournalBrowseItem[] = browse.data?.pages.flatMap((page) => page.journals) ?? [];
  const total = browse.data?.pages[0]?.total ?? 0;
  const withImpact = anyImpactFactor(journals);
  if (browse.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('drawer.failed')}
      </Alert>
    );
  if (browse.isPending)
    return (
      <Center py="xl">
        <StatusLoader label={t('drawer.searching')} />
      </Center>
    );
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" role="status" data-testid="drawer-total">
        {total === 0 ? t('drawer.none') : t('drawer.total', { count: total, shown: journals.length })}
      </Text>
      {journals.length > 0 && (
        <Table layout="fixed" verticalSpacing="xs" highlightOnHover data-testid="journal-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <VisuallyHidden>{t('drawer.choose')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('drawer.columns.journal')}</Table.Th>
              <Table.Th w={110} visibleFrom="sm">
                {t('drawer.columns.issn')}
              </Table.Th>
              <Table.Th w={150} visibleFrom="sm">
                {t('drawer.columns.publisher')}
              </Table.Th>
              <Table.Th w={140} visibleFrom="sm">
                {t('drawer.columns.category')}
              </Table.Th>
              {withImpact && <Table.Th w={70}>{t('drawer.columns.impactFactor')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {journals.map((journal) => {
              const checked = chosen.some((row) => row.journal_id === journal.id);
              return (
                <JournalResultRow
                  key={journal.id}
                  journal={journal}
                  checked={checked}
                  disabled={full && !checked}
                  withImpact={withImpact}
                  onToggle={() => (checked ? onRemove(journal.id) : onAdd(targetFromCatalogue(journal)))}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {browse.hasNextPage && (
        <Button variant="subtle" onClick={() => browse.fetchNextPage()} loading={browse.isFetchingNextPage}>
          {t('drawer.more')}
        </Button>
      )}
    </Stack>
  );
}
