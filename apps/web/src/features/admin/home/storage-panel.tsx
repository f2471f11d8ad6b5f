import { Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import type { AdminStatsQueryResult } from './use-admin-stats.ts';

/** Storage held by uploads and outputs: bytes and files. */
export function StoragePanel({ stats }: { stats: AdminStatsQueryResult }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const storage = stats.data?.storage;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="storage-panel">
      <Text fw={600}>{t('home.storage')}</Text>
      {stats.isError ? (
        <Text c="red.9" fz="sm" role="alert">
          {describeApiError(stats.error, t)}
        </Text>
      ) : !storage ? (
        <Skeleton h={72} mt="sm" />
      ) : (
        <>
          <Text fz={28} fw={700} data-testid="storage-bytes">
            {formatBytes(storage.bytes, locale)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('home.files', { count: storage.files, formatted: storage.files.toLocaleString(locale) })}
          </Text>
        </>
      )}
    </Paper>
  );
}
