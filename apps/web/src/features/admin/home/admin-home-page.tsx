import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ActivityPanel } from './activity-panel.tsx';
import { FailedJobsPanel } from './failed-jobs-panel.tsx';
import { StoragePanel } from './storage-panel.tsx';
import { useAdminStats } from './use-admin-stats.ts';
import { UsersPanel } from './users-panel.tsx';

/** `/admin`: the platform at a glance — activity per day, storage, failed jobs, and the users. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('common:documentTitle', { page: t('home.title') }));
  const stats = useAdminStats(14);
  return (
    <Stack gap="lg" data-testid="admin-home">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('home.title')}
        </Title>
        <Text c="dimmed">{t('home.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <ActivityPanel stats={stats} series="conversions" />
        <ActivityPanel stats={stats} series="reference_orders" />
        <StoragePanel stats={stats} />
      </SimpleGrid>
      <FailedJobsPanel />
      <UsersPanel />
    </Stack>
  );
}
