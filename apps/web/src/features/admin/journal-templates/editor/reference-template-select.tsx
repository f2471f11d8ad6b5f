import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api/client.ts';

/**
 * The reference template (from the signed-in staff member's template drawer) the journal's reference list
 * uses instead of the preset; clearing it goes back to the preset. A template set by someone else shows as
 * its id until searched for.
 */
export function ReferenceTemplateSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const list = useQuery({
    queryKey: ['admin', 'reference-templates', debounced],
    queryFn: ({ signal }) =>
      api.call('templateList', { page: 1, search_text: debounced || undefined }, { signal }),
  });
  const options = (list.data?.results ?? [])
    .filter((item) => item.template_type === 'template')
    .map((item) => ({ value: item.template_id, label: item.name }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: t('editor.referenceTemplate.other', { id: value.slice(0, 8) }) });
  return (
    <Select
      label={t('editor.referenceTemplate.label')}
      description={t('editor.referenceTemplate.hint')}
      placeholder={t('editor.referenceTemplate.none')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      onSearchChange={setSearch}
      nothingFoundMessage={list.isPending ? t('list.loading') : t('editor.referenceTemplate.noMatch')}
      error={list.isError ? t('editor.referenceTemplate.loadError') : undefined}
      errorProps={{ c: 'red.9' }}
      data-testid="reference-template"
    />
  );
}
