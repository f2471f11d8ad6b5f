import type { ArticleType, JournalTemplateFields } from '@galley/contracts';
import { Alert, Autocomplete, Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api/client.ts';
import { describeApiError } from '../../../../lib/api/describe-api-error.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';
import { fieldsToSend } from '../state/fields-to-send.ts';
import { previewTemplate } from '../state/preview-template.ts';
import { offeredTypes } from '../state/template-scope.ts';

/** Preview: the sample manuscript converted with the edited (unsaved) template for one journal, downloaded. */
export function PreviewPanel({ fields, keyValue }: { fields: JournalTemplateFields; keyValue: string }) {
  const { t } = useTranslation('admin');
  const offered = offeredTypes(fields.definition);
  const [journal, setJournal] = useState(fields.journal_ids[0] ?? '');
  const [articleType, setArticleType] = useState<ArticleType>(offered[0] ?? 'original_article');
  const [debounced] = useDebouncedValue(journal.trim(), 250);
  const found = useQuery({
    queryKey: ['admin', 'journal-search', debounced],
    queryFn: ({ signal }) => api.call('journalsSearch', { q: debounced, limit: 10 }, { signal }),
    enabled: debounced.length >= 2,
  });
  const preview = useMutation({
    mutationFn: async () => {
      const blob = await previewTemplate({
        journal_id: journal.trim(),
        article_type: offered.includes(articleType) ? articleType : (offered[0] ?? 'original_article'),
        fields: fieldsToSend(fields, null),
      });
      saveBlob(blob, `${keyValue || 'template'}-${journal.trim()}-preview.docx`);
    },
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="preview-panel">
      <Autocomplete
        label={t('editor.preview.journal')}
        placeholder={t('editor.preview.journalPlaceholder')}
        data={[...new Set((found.data?.journals ?? []).map((each) => each.id))]}
        value={journal}
        onChange={setJournal}
        style={{ flex: '1 1 14rem' }}
        data-testid="preview-journal"
      />
      <Select
        label={t('editor.preview.articleType')}
        data={offered.map((type) => ({ value: type, label: t(`articleTypes.${type}`) }))}
        value={offered.includes(articleType) ? articleType : (offered[0] ?? null)}
        onChange={(next) => next && setArticleType(next as ArticleType)}
        allowDeselect={false}
        w={220}
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={preview.isPending}
        disabled={!journal.trim()}
        onClick={() => preview.mutate()}
        data-testid="preview-button"
      >
        {t('editor.preview.download')}
      </Button>
      {preview.isError && (
        <Alert color="red" variant="light" role="alert" w="100%" data-testid="preview-error">
          <Text fz="sm">{describeApiError(preview.error, t)}</Text>
        </Alert>
      )}
    </Group>
  );
}
