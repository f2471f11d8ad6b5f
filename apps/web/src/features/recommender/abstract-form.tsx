import { RECOMMENDER_MAX_ABSTRACT_CHARS, type RecommendTitlesRequest } from '@galley/contracts';
import { Button, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JournalSearch } from '../references/style/journal-search.tsx';
import { useOwnConversions } from './use-own-conversions.ts';

type Source = 'paste' | 'conversion';

/** The input: an abstract pasted or one of the author's conversions, and optionally the target journal. */
export function AbstractForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (request: RecommendTitlesRequest) => void;
}) {
  const { t } = useTranslation('recommender');
  const [source, setSource] = useState<Source>('paste');
  const [abstract, setAbstract] = useState('');
  const [conversionId, setConversionId] = useState<string | null>(null);
  const [journalId, setJournalId] = useState<string | null>(null);
  const conversions = useOwnConversions(source === 'conversion');
  const options = (conversions.data?.conversion_list_info ?? []).map((item) => ({
    value: item.id,
    label: item.file_name ?? t('form.untitledConversion', { date: item.created_at.slice(0, 10) }),
  }));
  const ready = source === 'paste' ? abstract.trim() !== '' : conversionId !== null;
  const submit = () => {
    const journal = journalId ? { journal_id: journalId } : {};
    if (source === 'paste') onSubmit({ abstract: abstract.trim(), ...journal });
    else if (conversionId) onSubmit({ conversion_id: conversionId, ...journal });
  };
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SegmentedControl
        value={source}
        onChange={(value) => setSource(value as Source)}
        data={[
          { value: 'paste', label: t('form.sourcePaste') },
          { value: 'conversion', label: t('form.sourceConversion') },
        ]}
        aria-label={t('form.sourceLabel')}
      />
      {source === 'paste' ? (
        <Textarea
          label={t('form.abstractLabel')}
          description={t('form.abstractHint', { max: RECOMMENDER_MAX_ABSTRACT_CHARS })}
          value={abstract}
          onChange={(event) => setAbstract(event.currentTarget.value)}
          maxLength={RECOMMENDER_MAX_ABSTRACT_CHARS}
          autosize
          minRows={8}
          maxRows={18}
          data-testid="abstract-input"
        />
      ) : (
        <Select
          label={t('form.conversionLabel')}
          description={t('form.conversionHint')}
          placeholder={conversions.isLoading ? t('form.loadingConversions') : t('form.pickConversion')}
          data={options}
          value={conversionId}
          onChange={setConversionId}
          nothingFoundMessage={t('form.noConversions')}
          searchable
          data-testid="conversion-select"
        />
      )}
      <Stack gap={4}>
        <Text fw={500} fz="sm">
          {t('form.journalLabel')}
        </Text>
        <Text fz="xs" c="dimmed">
          {journalId ? t('form.journalChosen', { id: journalId }) : t('form.journalHint')}
        </Text>
        <JournalSearch
          value={journalId ? { kind: 'journal', id: journalId } : null}
          onChange={(style) => setJournalId(style.id)}
          maxHeight={220}
        />
        {journalId && (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => setJournalId(null)}>
            {t('form.clearJournal')}
          </Button>
        )}
      </Stack>
      <Button
        type="submit"
        loading={pending}
        disabled={!ready}
        w="fit-content"
        data-testid="recommend-submit"
      >
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
