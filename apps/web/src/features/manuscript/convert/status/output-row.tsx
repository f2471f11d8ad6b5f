import type { ConvertOutputItem } from '@galley/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconReportAnalytics } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyManuscriptError } from '../../shared/notify-manuscript-error.ts';
import { ReportModal } from '../report/report-modal.tsx';
import { downloadConverted } from './download-converted.ts';
import { outputPhase } from './output-phase.ts';
import { OutputStatusBadge } from './output-status-badge.tsx';

/** One target journal of the run: its state, and once converted its .docx and its compliance report. */
export function OutputRow({
  conversionId,
  output,
  downloadable,
}: {
  conversionId: string;
  output: ConvertOutputItem;
  downloadable: boolean;
}) {
  const { t } = useTranslation('manuscript-convert');
  const [reportOpen, setReportOpen] = useState(false);
  const download = useMutation({
    mutationFn: () => downloadConverted(conversionId, output.journal_id, 'docx'),
    onError: (error) => notifyManuscriptError(error, 'downloadConverted'),
  });
  const phase = outputPhase(output);
  const ready = downloadable && phase === 'complete';
  return (
    <Stack
      component="li"
      gap="xs"
      py="md"
      data-testid="output-row"
      data-journal-id={output.journal_id}
      data-status={output.status}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {output.title}
        </Text>
        <OutputStatusBadge status={phase} />
      </Group>
      {output.status === 'failed' && (
        <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {output.error ?? t('status.failedNoDetail')}
        </Text>
      )}
      {ready && (
        <Group gap="xs">
          {output.has_docx && (
            <Button
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => download.mutate()}
              loading={download.isPending}
              aria-label={t('status.downloadDocxLabel', { journal: output.title })}
              data-testid="download-docx"
            >
              {t('status.downloadDocx')}
            </Button>
          )}
          {output.has_report && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconReportAnalytics size={14} aria-hidden />}
              onClick={() => setReportOpen(true)}
              aria-label={t('status.reportLabel', { journal: output.title })}
              data-testid="open-report"
            >
              {t('status.report')}
            </Button>
          )}
          {output.figures > 0 && (
            <Text fz="xs" c="dimmed">
              {t('status.figures', { count: output.figures })}
            </Text>
          )}
        </Group>
      )}
      {output.has_report && (
        <ReportModal
          conversionId={conversionId}
          journalId={output.journal_id}
          title={output.title}
          opened={reportOpen}
          onClose={() => setReportOpen(false)}
        />
      )}
    </Stack>
  );
}
