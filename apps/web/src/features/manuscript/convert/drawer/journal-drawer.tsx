import type { ArticleType } from '@galley/contracts';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetRow } from '../targets/target-list.ts';
import { JournalFiltersForm } from './journal-filters-form.tsx';
import { JournalResults } from './journal-results.tsx';
import { type JournalFilters, useJournalBrowse } from './use-journal-browse.ts';

/**
 * The target-journal drawer (spec §2 Convert step): the 9,701-journal catalogue searched by title,
 * abbreviation or ISSN and filtered by category, publisher and article type (the conversion's by default);
 * ticking a journal adds it to the list at once, up to the maximum. Full width on a phone.
 */
export function JournalDrawer({
  opened,
  onClose,
  articleType,
  targets,
  max,
  onAdd,
  onRemove,
}: {
  opened: boolean;
  onClose: () => void;
  articleType: ArticleType;
  targets: readonly TargetRow[];
  max: number;
  onAdd: (row: TargetRow) => void;
  onRemove: (journalId: string) => void;
}) {
  const { t } = useTranslation('manuscript-convert');
  const phone = useMediaQuery('(max-width: 48em)');
  const [filters, setFilters] = useState<JournalFilters>({
    q: '',
    category: null,
    publisher: null,
    articleType,
  });
  const browse = useJournalBrowse(filters, opened);
  const facets = browse.data?.pages[0]?.facets;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 880}
      title={t('drawer.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{
        body: { paddingBottom: 0 },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
      data-testid="journal-drawer"
    >
      <Stack gap="md">
        <JournalFiltersForm filters={filters} onChange={setFilters} facets={facets} />
        <JournalResults
          browse={browse}
          chosen={targets}
          full={targets.length >= max}
          onAdd={onAdd}
          onRemove={onRemove}
        />
        <Group
          justify="space-between"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Text fz="sm" fw={600} data-testid="drawer-count">
            {t('convert.count', { count: targets.length, max })}
          </Text>
          <Button onClick={onClose}>{t('drawer.done')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
