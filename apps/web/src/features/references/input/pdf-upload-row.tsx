import { Group, Progress, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfUpload } from './pdf-uploads.ts';

const COLORS: Record<PdfUpload['status'], string> = {
  waiting: 'gray',
  uploading: 'ink',
  reading: 'ink',
  done: 'teal',
  failed: 'red',
};

/** One PDF's line: its name, what is happening to it, and its bar (memoised: a hundred of them update). */
export const PdfUploadRow = memo(function PdfUploadRow({ upload }: { upload: PdfUpload }) {
  const { t } = useTranslation('references');
  const percent =
    upload.status === 'done' || upload.status === 'failed' ? 100 : Math.round(upload.sent * 100);
  return (
    <li data-testid="pdf-upload-row" data-status={upload.status}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" truncate="end" style={{ minWidth: 0, flex: 1 }} title={upload.name}>
          {upload.index}. {upload.name}
        </Text>
        <Text fz="xs" c={upload.status === 'failed' ? 'red.8' : 'dimmed'} style={{ flexShrink: 0 }}>
          {t(`input.pdf.status.${upload.status}`, { percent })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={COLORS[upload.status]}
        size="sm"
        mt={4}
        animated={upload.status === 'reading'}
        aria-label={t('input.pdf.progressLabel', { name: upload.name, percent })}
      />
      {upload.error && (
        <Text fz="xs" c="red.8" mt={2}>
          {upload.error}
        </Text>
      )}
    </li>
  );
});
