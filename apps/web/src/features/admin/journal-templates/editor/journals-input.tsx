import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api/client.ts';

/** The catalogue journals a journal template applies to, by id, with the catalogue's search as suggestions. */
export function JournalsInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['admin', 'journal-search', debounced],
    queryFn: ({ signal }) => api.call('journalsSearch', { q: debounced, limit: 10 }, { signal }),
    enabled: debounced.length >= 2,
  });
  const data = (found.data?.journals ?? []).map((journal) => ({
    value: journal.id,
    label: `${journal.id} — ${journal.title}`,
  }));
  return (
    <TagsInput
      label={t('editor.general.journals')}
      description={t('editor.general.journalsHint')}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={data.filter((option) => !value.includes(option.value))}
      error={error}
      errorProps={{ c: 'red.9' }}
      clearable
      data-testid="journals-input"
    />
  );
}
