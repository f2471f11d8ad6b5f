import type { ConversionStatus } from '@galley/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatusSummary } from './status-summary.ts';

/** The run in one line and a bar: how many journals are finished, converted, failed. */
export function RunSummary({
  summary,
  conversionStatus,
}: {
  summary: StatusSummary;
  conversionStatus: ConversionStatus;
}) {
  const { t } = useTranslation('manuscript-convert');
  const percent = summary.total === 0 ? 0 : Math.round((summary.finished / summary.total) * 100);
  return (
    <Stack gap={6} pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} role="status" data-testid="run-summary" data-settled={summary.settled}>
          {t('status.summary', { finished: summary.finished, total: summary.total })}
        </Text>
        <Text fz="sm" c="dimmed" data-testid="conversion-status" data-status={conversionStatus}>
          {t(`manuscript:status.${conversionStatus}`)}
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('status.progressLabel')} size="sm" />
      {summary.counts.failed > 0 && (
        <Text fz="sm" c="red.8">
          {t('status.failedCount', { count: summary.counts.failed })}
        </Text>
      )}
    </Stack>
  );
}
