import { Button, Group, Modal, Text } from '@mantine/core';
import { IconRotate } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { api } from '../../../../lib/api/client.ts';
import { conversionPath } from '../../shared/conversion-paths.ts';
import { conversionKeys } from '../../shared/conversion-query-key.ts';
import { notifyManuscriptError } from '../../shared/notify-manuscript-error.ts';

/**
 * Reset to Draft (spec §2, §4) after a confirmation: the conversion becomes a draft again, its confirmed board
 * kept, and the author goes back to the board to edit and convert again.
 */
export function ResetDraftButton({ conversionId }: { conversionId: string }) {
  const { t } = useTranslation('manuscript-convert');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: () => api.call('conversionResetDraft', { conversion_id: conversionId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conversionKeys.all });
      setAsking(false);
      navigate(lp(conversionPath(conversionId)));
    },
    onError: (error) => notifyManuscriptError(error, 'resetDraft'),
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconRotate size={16} aria-hidden />}
        onClick={() => setAsking(true)}
        data-testid="reset-draft"
      >
        {t('status.reset')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('status.resetTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        styles={{ title: { fontWeight: 700 } }}
        data-testid="reset-draft-dialog"
      >
        <Text fz="sm" mb="lg">
          {t('status.resetBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('status.resetCancel')}
          </Button>
          <Button color="red" onClick={() => reset.mutate()} loading={reset.isPending}>
            {t('status.resetConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
