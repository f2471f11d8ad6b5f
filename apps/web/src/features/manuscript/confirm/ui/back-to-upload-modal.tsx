import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §4: going back to step 1 (upload) may lose verified data, so it is confirmed first. */
export function BackToUploadModal({
  opened,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('manuscript-confirm');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('backToUpload.title')}
      centered
      data-testid="confirm-back-modal"
    >
      <Text size="sm">{t('backToUpload.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('backToUpload.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-back-to-upload">
          {t('backToUpload.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
