import type { AdminBulletin } from '@galley/contracts';
import { Button, Group, Modal, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../shared/admin-api.ts';
import { adminKeys } from '../shared/admin-query-keys.ts';
import { ListState } from '../shared/list-state.tsx';
import { pageLabels } from '../shared/page-labels.ts';
import { NoticeForm } from './notice-form.tsx';
import { NoticeRow } from './notice-row.tsx';

/** `/admin/bulletin`: every notice, published or not, newest first; write, edit and delete them. */
export function BulletinAdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('common:documentTitle', { page: t('bulletin.title') }));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminBulletin | 'new' | null>(null);
  const list = useQuery({
    queryKey: adminKeys.bulletins(page),
    queryFn: ({ signal }) => adminApi.call('bulletinAdminList', { page }, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Stack gap="lg" data-testid="bulletin-admin">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('bulletin.title')}
          </Title>
          <Text c="dimmed">{t('bulletin.intro')}</Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing('new')}
          data-testid="notice-new"
        >
          {t('bulletin.new')}
        </Button>
      </Group>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={data?.results.length === 0}
        emptyText={t('bulletin.empty')}
        onRetry={() => void list.refetch()}
        testId="notices"
      />
      {data && data.results.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.results.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} onEdit={() => setEditing(notice)} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} getControlProps={pageLabels(t)} />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'bulletin.new' : 'bulletin.edit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('bulletin.cancel') }}
      >
        {editing !== null && (
          <NoticeForm notice={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
