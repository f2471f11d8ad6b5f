import { Alert, Button, Center, Group, Modal } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../../components/status-loader.tsx';
import { downloadUrl } from '../status/download-converted.ts';
import { ReportPanel } from './report-panel.tsx';
import { useComplianceReport } from './use-compliance-report.ts';

/** One journal's compliance report in a dialog, readable, with the JSON file to download. */
export function ReportModal({
  conversionId,
  journalId,
  title,
  opened,
  onClose,
}: {
  conversionId: string;
  journalId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('manuscript-convert');
  const report = useComplianceReport(conversionId, journalId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('report.title', { journal: title })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
      data-testid="report-modal"
    >
      {report.isPending && (
        <Center py="lg">
          <StatusLoader label={t('report.loading')} />
        </Center>
      )}
      {report.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('report.failed')}
        </Alert>
      )}
      {report.data && <ReportPanel report={report.data.report} />}
      <Group justify="flex-end" mt="lg">
        {report.data && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => report.data && downloadUrl(report.data.url)}
          >
            {t('report.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </Group>
    </Modal>
  );
}
