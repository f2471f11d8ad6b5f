import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §2: delete with confirmation. `target` is the conversion to delete (null: closed). */
export function DeleteConversionDialog({
  target,
  busy,
  onConfirm,
  onClose,
}: {
  target: { fileName: string | null } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('manuscript-dashboard');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('dashboard.confirmDelete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('dashboard.confirmDelete.cancel') }}
      data-testid="delete-conversion-dialog"
    >
      <Stack gap="lg">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {target?.fileName
            ? t('dashboard.confirmDelete.body', { name: target.fileName })
            : t('dashboard.confirmDelete.bodyNoFile')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('dashboard.confirmDelete.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={busy} data-testid="confirm-delete">
            {t('dashboard.confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
