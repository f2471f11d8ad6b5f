import type { ConversionItem } from '@galley/contracts';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { manuscriptErrorMessage } from '../shared/manuscript-error-message.ts';
import { ConversionList } from './conversion-list.tsx';
import { ConversionListState } from './conversion-list-state.tsx';
import { DashboardFilterChips } from './dashboard-filter-chips.tsx';
import { DeleteConversionDialog } from './delete-conversion-dialog.tsx';
import { type DashboardFilter, filterFrom, pageFrom } from './status-filter.ts';
import { useConversionList } from './use-conversion-list.ts';
import { useDeleteConversion } from './use-delete-conversion.ts';
import { useNewConversion } from './use-new-conversion.ts';

/** My Conversions (spec §2): filtered by status, paged, start new, resume, delete with confirmation. */
export function DashboardPage() {
  const { t } = useTranslation('manuscript-dashboard');
  const lp = useLocalePath();
  useDocumentTitle(t('common:documentTitle', { page: t('dashboard.title') }));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const list = useConversionList(page, filter);
  const create = useNewConversion();
  const [deleting, setDeleting] = useState<ConversionItem | null>(null);
  const remove = useDeleteConversion(() => setDeleting(null));

  const go = (next: { filter?: DashboardFilter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextFilter !== 'all') search.set('status', nextFilter);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };

  return (
    <Container
      size="lg"
      py={{ base: 20, sm: 36 }}
      px={{ base: 'sm', sm: 'md' }}
      data-testid="manuscript-dashboard"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('dashboard.title')}
            </Title>
            <Text c="dimmed">{t('dashboard.intro')}</Text>
          </Stack>
          <Group gap="xs">
            <Button
              component={Link}
              to={lp('/manuscript')}
              variant="default"
              leftSection={<IconBook size={18} />}
            >
              {t('dashboard.guide')}
            </Button>
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() => create.mutate()}
              loading={create.isPending}
              data-testid="new-conversion"
            >
              {t('dashboard.new')}
            </Button>
          </Group>
        </Group>
        <DashboardFilterChips value={filter} onChange={(next) => go({ filter: next })} />
        {list.isPending ? (
          <Group gap="xs" role="status" py="xl" justify="center">
            <Loader size="sm" />
            <Text c="dimmed">{t('dashboard.loading')}</Text>
          </Group>
        ) : list.error ? (
          <ConversionListState
            kind="error"
            message={manuscriptErrorMessage(list.error, t, 'getConversions')}
            onNew={() => create.mutate()}
            onShowAll={() => go({ filter: 'all' })}
            onRetry={() => void list.refetch()}
          />
        ) : !list.data || list.data.conversion_list_info.length === 0 ? (
          <ConversionListState
            kind={filter === 'all' ? 'empty' : 'emptyFiltered'}
            busy={create.isPending}
            onNew={() => create.mutate()}
            onShowAll={() => go({ filter: 'all' })}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <ConversionList
            data={list.data}
            page={page}
            stale={list.isPlaceholderData}
            onPage={(next) => go({ page: next })}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <DeleteConversionDialog
        target={deleting ? { fileName: deleting.file_name } : null}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
