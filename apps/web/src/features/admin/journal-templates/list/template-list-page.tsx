import { Button, Group, Menu, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { ListState } from '../../shared/list-state.tsx';
import { pageLabels } from '../../shared/page-labels.ts';
import { TemplateListTable } from './template-list-table.tsx';
import { useTemplateList } from './use-template-list.ts';

/** `/admin/templateEditor`: every journal template, searchable, with a way to create one. */
export function TemplateListPage() {
  const { t } = useTranslation('admin');
  const lp = useLocalePath();
  useDocumentTitle(t('common:documentTitle', { page: t('templates.title') }));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useTemplateList(debounced, page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Stack gap="lg" data-testid="template-list-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('templates.title')}
          </Title>
          <Text c="dimmed">{t('templates.intro')}</Text>
        </div>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button leftSection={<IconPlus size={18} />} data-testid="template-new">
              {t('templates.new')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={lp('/admin/templateEditor/create?kind=family')}>
              {t('templates.newFamily')}
            </Menu.Item>
            <Menu.Item component={Link} to={lp('/admin/templateEditor/create?kind=journal')}>
              {t('templates.newJournal')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <TextInput
        label={t('templates.search')}
        placeholder={t('templates.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        data-testid="template-search"
      />
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={data?.results.length === 0}
        emptyText={debounced ? t('templates.noMatch', { search: debounced }) : t('templates.empty')}
        onRetry={() => void list.refetch()}
        testId="templates"
      />
      {data && data.results.length > 0 && (
        <>
          <Text fz="sm" c="dimmed" data-testid="template-count">
            {t('templates.count', { count: data.count })}
          </Text>
          <TemplateListTable rows={data.results} />
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} getControlProps={pageLabels(t)} />
          )}
        </>
      )}
    </Stack>
  );
}
