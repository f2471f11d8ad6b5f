import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { subscriptionLimitLines, subscriptionLimitOf } from '../../../lib/api/subscription-limit.ts';

/**
 * Spec §8's subscription-limit modal: titled by what happened, the plan and the allowance, and the way
 * to the plan page. `error` is any failure; the modal opens only for a subscription limit.
 */
export function SubscriptionLimitModal({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const limited = subscriptionLimitOf(error) !== null;
  // The plan's name in the user's language lives in the billing catalogue, which a converter's route
  // does not preload: fetched when a limit shows (the server's name meanwhile).
  const [billingLoaded, setBillingLoaded] = useState(() => i18n.hasLoadedNamespace('billing'));
  useEffect(() => {
    if (limited && !billingLoaded) void i18n.loadNamespaces('billing').then(() => setBillingLoaded(true));
  }, [limited, billingLoaded, i18n]);
  const serverName = subscriptionLimitOf(error)?.meta.plan_name ?? '';
  const nameKey = `billing:planNames.${serverName.toLowerCase()}`;
  const planName = billingLoaded && i18n.exists(nameKey) ? t(nameKey) : undefined;
  const lines = subscriptionLimitLines(error, t, locale, { planName });
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
