import { Group, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../shared/list-state.tsx';
import { pageLabels } from '../shared/page-labels.ts';
import { useUserList } from './use-user-list.ts';
import { toUserQuery, type UserFilters } from './user-filters.ts';
import { UsersTable } from './users-table.tsx';

/** The users: search by email or name, filter by plan, verified and disabled; disable or enable an account. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<UserFilters>({
    search: '',
    plan: 'any',
    verified: 'any',
    disabled: 'any',
  });
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, 300);
  const query = toUserQuery({ ...filters, search }, page);
  const list = useUserList(query);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const set = (patch: Partial<UserFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const choice = (name: 'plan' | 'verified' | 'disabled', options: readonly string[]) => (
    <Select
      label={t(`users.filters.${name}`)}
      data={options.map((value) => ({ value, label: t(`users.options.${name}.${value}`) }))}
      value={filters[name]}
      onChange={(value) => value && set({ [name]: value })}
      allowDeselect={false}
      w={150}
      data-testid={`users-filter-${name}`}
    />
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="users-panel">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('users.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(event) => set({ search: event.currentTarget.value })}
            style={{ flex: '1 1 14rem' }}
            data-testid="users-search"
          />
          {choice('plan', ['any', 'free', 'pro', 'max', 'admin'])}
          {choice('verified', ['any', 'true', 'false'])}
          {choice('disabled', ['any', 'true', 'false'])}
        </Group>
        <ListState
          loading={list.isPending}
          error={list.error}
          empty={data?.results.length === 0}
          emptyText={t('users.empty')}
          onRetry={() => void list.refetch()}
          testId="users"
        />
        {data && data.results.length > 0 && (
          <>
            <Text fz="sm" c="dimmed">
              {t('users.count', { count: data.count })}
            </Text>
            <UsersTable rows={data.results} />
          </>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} getControlProps={pageLabels(t)} />
        )}
      </Stack>
    </Paper>
  );
}
