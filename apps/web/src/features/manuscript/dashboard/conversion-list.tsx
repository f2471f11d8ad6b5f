import type { ConversionItem, ListConversionsResponse } from '@galley/contracts';
import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConversionRow } from './conversion-row.tsx';

/** A page of conversions with its count and, when there is more than one page, the pager. */
export function ConversionList({
  data,
  page,
  stale,
  onPage,
  onDelete,
}: {
  data: ListConversionsResponse;
  page: number;
  /** The previous page is shown while the next one loads. */
  stale: boolean;
  onPage: (page: number) => void;
  onDelete: (item: ConversionItem) => void;
}) {
  const { t } = useTranslation('manuscript-dashboard');
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite" data-testid="conversion-count">
        {t('dashboard.count', { count: data.count })}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none', opacity: stale ? 0.6 : 1 }}>
        {data.conversion_list_info.map((item) => (
          <ConversionRow key={item.id} item={item} onDelete={onDelete} />
        ))}
      </Stack>
      {data.total_pages > 1 && (
        <Group justify="center">
          <Pagination
            total={data.total_pages}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t(`dashboard.pager.${control}`) })}
            aria-label={t('dashboard.pagination')}
          />
        </Group>
      )}
    </Stack>
  );
}
