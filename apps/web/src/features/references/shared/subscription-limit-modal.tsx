import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { subscriptionLimitLines } from '../../../lib/api/subscription-limit.ts';

/**
 * Spec §8's subscription-limit modal: titled by what happened, the plan and the allowance, and the way
 * to the plan page. `error` is any failure; the modal opens only for a subscription limit.
 */
export function SubscriptionLimitModal({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation('references');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const lines = subscriptionLimitLines(error, t, locale);
  return (
    <Modal
      opened={lines !== null}
      onClose={onClose}
      title={lines?.title}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="subscription-limit-modal"
    >
      {lines && (
        <>
          <List spacing={4} mb="lg">
            {lines.lines.map((line) => (
              <List.Item key={line}>
                <Text fz="sm">{line}</Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button onClick={() => navigate(lp('/users/plan'))}>{lines.action}</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
