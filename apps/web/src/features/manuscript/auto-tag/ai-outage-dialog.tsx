import type { AiStatusResponse } from '@galley/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The AI outage warning (spec §4, §8): go on without auto-tagging, try anyway, or cancel. */
export function AiOutageDialog({
  status,
  busy,
  onContinueWithout,
  onTryAnyway,
  onClose,
}: {
  status: AiStatusResponse | null;
  busy: boolean;
  onContinueWithout: () => void;
  onTryAnyway: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('manuscript');
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={t('autoTag.outage.title')}
      centered
      closeButtonProps={{ 'aria-label': t('autoTag.outage.cancel') }}
      data-testid="ai-outage-dialog"
    >
      <Stack gap="lg">
        <Text fz="sm">
          {t('autoTag.outage.body', {
            status: t(`autoTag.outage.statuses.${status?.status ?? 'unknown'}`),
          })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onTryAnyway} disabled={busy}>
            {t('autoTag.outage.tryAnyway')}
          </Button>
          <Button onClick={onContinueWithout} loading={busy} data-testid="continue-without-auto-tag">
            {t('autoTag.outage.continueWithout')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
