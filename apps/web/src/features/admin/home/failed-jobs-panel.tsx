import { adminEndpoints } from '@galley/contracts';
import { Button, Code, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { adminApi, adminCallById } from '../shared/admin-api.ts';
import { adminKeys } from '../shared/admin-query-keys.ts';
import { formatWhen } from '../shared/format-when.ts';
import { ListState } from '../shared/list-state.tsx';
import { pageLabels } from '../shared/page-labels.ts';

/** Jobs that failed for good, newest first, each with its error and a Retry that puts it back in its queue. */
export function FailedJobsPanel() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: adminKeys.failedJobs(page),
    queryFn: ({ signal }) => adminApi.call('failedJobList', { page }, { signal }),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: string) => adminCallById(adminEndpoints.failedJobRetry, id),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        message: t('jobs.retried'),
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'failed-jobs'] });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: describeApiError(error, t),
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      }),
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="failed-jobs">
      <Title order={2} fz="lg" mb="sm">
        {t('jobs.title')}
      </Title>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={data?.results.length === 0}
        emptyText={t('jobs.empty')}
        onRetry={() => void list.refetch()}
        testId="failed-jobs"
      />
      {data && data.results.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.results.map((job) => (
            <li key={job.id} data-testid="failed-job">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Text fw={600} fz="sm">
                    {job.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('jobs.meta', {
                      when: formatWhen(job.failed_at ?? job.created_at, locale),
                      attempts: job.attempts,
                    })}
                  </Text>
                  <Code block mt={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {job.error}
                  </Code>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  loading={retry.isPending && retry.variables === job.id}
                  onClick={() => retry.mutate(job.id)}
                  aria-label={t('jobs.retryNamed', { name: job.name })}
                >
                  {t('jobs.retry')}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination mt="sm" total={pages} value={page} onChange={setPage} getControlProps={pageLabels(t)} />
      )}
    </Paper>
  );
}
