import { ARTICLE_TYPES, type ArticleType } from '@galley/contracts';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JournalFilters } from './use-journal-browse.ts';

/** The drawer's search box and its three filters (category, publisher, article type). */
export function JournalFiltersForm({
  filters,
  onChange,
  facets,
}: {
  filters: JournalFilters;
  onChange: (filters: JournalFilters) => void;
  facets: { categories: string[]; publishers: string[] } | undefined;
}) {
  const { t } = useTranslation('manuscript-convert');
  const categories = (facets?.categories ?? []).map((value) => ({
    value,
    label: t(`categories.${value}`, { defaultValue: value }),
  }));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('drawer.searchLabel')}
        placeholder={t('drawer.searchPlaceholder')}
        type="search"
        value={filters.q}
        onChange={(event) => onChange({ ...filters, q: event.currentTarget.value })}
        leftSection={<IconSearch size={16} aria-hidden />}
        data-autofocus
        data-testid="drawer-search"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('drawer.category')}
          placeholder={t('drawer.any')}
          data={categories}
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('drawer.publisher')}
          placeholder={t('drawer.any')}
          data={facets?.publishers ?? []}
          value={filters.publisher}
          onChange={(publisher) => onChange({ ...filters, publisher })}
          searchable
          clearable
          limit={100}
        />
        <Select
          label={t('drawer.articleType')}
          placeholder={t('drawer.any')}
          data={ARTICLE_TYPES.map((value) => ({ value, label: t(`manuscript:upload.articleType.${value}`) }))}
          value={filters.articleType}
          onChange={(value) => onChange({ ...filters, articleType: value as ArticleType | null })}
          clearable
        />
      </SimpleGrid>
    </Stack>
  );
}
