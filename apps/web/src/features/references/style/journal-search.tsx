import type { ReferenceStyle } from '@galley/contracts';
import { Alert, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/status-loader.tsx';
import { useCommonStyles } from './use-common-styles.ts';
import { JOURNAL_QUERY_MIN, useJournalSearch } from './use-journal-search.ts';
import { rememberJournal } from './use-style-name.ts';

/** Search the journal catalogue by title, abbreviation or ISSN and pick one (a radio group of results). */
export function JournalSearch({
  value,
  onChange,
  maxHeight,
}: {
  value: ReferenceStyle | null;
  onChange: (style: ReferenceStyle) => void;
  maxHeight: number;
}) {
  const { t } = useTranslation('reference-results');
  const [query, setQuery] = useState('');
  const search = useJournalSearch(query);
  const client = useQueryClient();
  const presets = useCommonStyles().data?.styles;
  const journals = search.data?.journals ?? [];
  const short = query.trim().length < JOURNAL_QUERY_MIN;
  const presetName = (id: string) => presets?.find((preset) => preset.id === id)?.name ?? id;

  return (
    <Stack gap="sm">
      <TextInput
        label={t('style.searchLabel')}
        description={t('style.searchHint')}
        placeholder={t('style.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <StatusLoader size={16} label={t('style.searching')} /> : null}
        type="search"
        data-testid="journal-search-input"
      />
      {search.isError && !short && (
        <Alert color="red" variant="light" role="alert">
          {t('style.searchFailed')}
        </Alert>
      )}
      {!short && search.settled && search.isSuccess && journals.length === 0 && (
        <Text fz="sm" c="dimmed" role="status">
          {t('style.noJournals', { query: search.debounced })}
        </Text>
      )}
      {!short && journals.length > 0 && (
        <Radio.Group
          label={t('style.journalResults')}
          value={value?.kind === 'journal' ? value.id : null}
          onChange={(id) => {
            const journal = journals.find((each) => each.id === id);
            if (journal) rememberJournal(client, journal);
            onChange({ kind: 'journal', id });
          }}
          data-testid="journal-results"
        >
          <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars mt="xs">
            <Stack gap="sm" py={2} px={2}>
              {journals.map((journal) => (
                <Radio
                  key={journal.id}
                  value={journal.id}
                  label={journal.title}
                  styles={{ label: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } }}
                  description={[
                    journal.abbreviation,
                    journal.issn && t('style.issn', { issn: journal.issn }),
                    journal.eissn && t('style.eissn', { issn: journal.eissn }),
                    t('style.preset', { preset: presetName(journal.referencePreset) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  data-testid={`journal-option-${journal.id}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
    </Stack>
  );
}
