import { Container, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/use-locale.ts';
import { api } from '../../lib/api/client.ts';
import { BulletinState } from './bulletin-state.tsx';
import { newestFirst } from './newest-first.ts';
import { NoticeArticle } from './notice-article.tsx';

/** `/bulletin`: the notices published now, newest first, in the reader's language. */
export function BulletinPage() {
  const { t } = useTranslation('bulletin');
  const locale = useLocale();
  useDocumentTitle(t('common:documentTitle', { page: t('title') }));
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['bulletin', page],
    queryFn: ({ signal }) => api.call('bulletinList', { page }, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Container size="md" py={{ base: 24, sm: 48 }} data-testid="bulletin-page">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <BulletinState
          loading={list.isPending}
          error={list.error}
          empty={data?.results.length === 0}
          onRetry={() => void list.refetch()}
        />
        {data && data.results.length > 0 && (
          <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {newestFirst(data.results).map((notice) => (
              <Paper
                key={notice.id}
                component="li"
                withBorder
                radius="lg"
                p={{ base: 'md', sm: 'lg' }}
                data-testid="bulletin-notice"
              >
                <NoticeArticle notice={notice} locale={locale} />
              </Paper>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
          />
        )}
      </Stack>
    </Container>
  );
}
