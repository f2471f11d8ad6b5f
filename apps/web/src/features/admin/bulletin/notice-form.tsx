import { type AdminBulletin, adminEndpoints, SUPPORTED_LOCALES } from '@galley/contracts';
import { Button, Group, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { adminApi, adminCallById } from '../shared/admin-api.ts';
import { draftOf, emptyDraft, type NoticeDraft, toBulletinFields, validateNotice } from './notice-draft.ts';

/** Writes a notice (new, or `notice`): title and body in each language, shown from a start until an end. */
export function NoticeForm({ notice, onDone }: { notice: AdminBulletin | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<NoticeDraft>(() => (notice ? draftOf(notice) : emptyDraft(new Date())));
  const [tried, setTried] = useState(false);
  const problems = tried ? validateNotice(draft) : [];
  const problem = (field: string) => {
    const found = problems.find((each) => each.field === field);
    return found ? t(`bulletin.validation.${found.key}`) : undefined;
  };
  const save = useMutation({
    mutationFn: () =>
      notice
        ? adminCallById(adminEndpoints.bulletinUpdate, notice.id, toBulletinFields(draft))
        : adminApi.call('bulletinCreate', toBulletinFields(draft)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'bulletins'] });
      onDone();
    },
  });
  const setText = (locale: (typeof SUPPORTED_LOCALES)[number], part: 'title' | 'body', value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [locale]: { ...draft.texts[locale], [part]: value } } });
  const submit = () => {
    setTried(true);
    if (validateNotice(draft).length === 0) save.mutate();
  };
  const missing = (locale: string) => problems.some((each) => each.field.startsWith(`${locale}.`));
  return (
    <Stack gap="md" data-testid="notice-form">
      <Tabs defaultValue="en" keepMounted>
        <Tabs.List>
          {SUPPORTED_LOCALES.map((locale) => (
            <Tabs.Tab
              key={locale}
              value={locale}
              c={missing(locale) ? 'red.9' : undefined}
              data-testid={`notice-tab-${locale}`}
            >
              {t(`bulletin.languages.${locale}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SUPPORTED_LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="sm">
            <Stack gap="sm">
              <TextInput
                label={t('bulletin.fields.title')}
                required
                maxLength={200}
                value={draft.texts[locale].title}
                onChange={(event) => setText(locale, 'title', event.currentTarget.value)}
                error={problem(`${locale}.title`)}
                errorProps={{ c: 'red.9' }}
                data-testid={`notice-title-${locale}`}
              />
              <Textarea
                label={t('bulletin.fields.body')}
                required
                autosize
                minRows={4}
                maxRows={14}
                value={draft.texts[locale].body}
                onChange={(event) => setText(locale, 'body', event.currentTarget.value)}
                error={problem(`${locale}.body`)}
                errorProps={{ c: 'red.9' }}
                data-testid={`notice-body-${locale}`}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('bulletin.fields.from')}
          required
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          error={problem('from')}
          errorProps={{ c: 'red.9' }}
          data-testid="notice-from"
        />
        <TextInput
          type="datetime-local"
          label={t('bulletin.fields.to')}
          description={t('bulletin.fields.toHint')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          error={problem('to')}
          errorProps={{ c: 'red.9' }}
          data-testid="notice-to"
        />
      </SimpleGrid>
      {problems.length > 0 && (
        <Text c="red.9" fz="sm" role="alert">
          {t('bulletin.validation.summary')}
        </Text>
      )}
      {save.isError && (
        <Text c="red.9" fz="sm" role="alert">
          {describeApiError(save.error, t)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('bulletin.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="notice-save">
          {t('bulletin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
