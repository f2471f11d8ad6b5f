import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { uploadNotice } from './upload-problem.ts';

/** Under the drop zone: the upload's progress, the refusal in the spec's words (and the file still in use), or the accepted file. */
export function UploadStatus({
  sending,
  checking,
  progress,
  sendingName,
  problem,
  uploadedName,
}: {
  sending: boolean;
  checking: boolean;
  progress: number;
  sendingName: string | null;
  problem: string | null;
  uploadedName: string | null;
}) {
  const { t } = useTranslation('manuscript');
  const percent = Math.round(progress * 100);
  if (sending) {
    return (
      <Stack gap={6} data-testid="upload-progress">
        <Text fz="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
          {checking ? t('upload.checking') : t('upload.sending', { name: sendingName ?? '', percent })}
        </Text>
        <Progress value={percent} animated={checking} aria-label={t('upload.progressLabel')} />
      </Stack>
    );
  }
  const notice = uploadNotice(problem, uploadedName);
  return (
    <>
      {notice.problem && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          data-testid="upload-error"
        >
          {notice.problem}
        </Alert>
      )}
      {notice.kept && (
        <Text fz="sm" c="dimmed" data-testid="upload-kept" style={{ overflowWrap: 'anywhere' }}>
          {t('upload.kept', { name: notice.kept })}
        </Text>
      )}
      {notice.uploaded && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          data-testid="upload-accepted"
        >
          <Group gap={4}>
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('upload.uploaded', { name: notice.uploaded })}
            </Text>
          </Group>
          <Text fz="sm">{t('upload.uploadedHint')}</Text>
        </Alert>
      )}
    </>
  );
}
