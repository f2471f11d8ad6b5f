import { Group, Skeleton, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethod } from './use-payment-method.ts';

/** The card on file as Paddle reports it: brand, last four digits, expiry — never more. */
export function PaymentMethodCard() {
  const { t } = useTranslation('billing');
  const method = usePaymentMethod(true);
  if (method.isError) {
    return (
      <Text c="red.8" fz="sm" data-testid="payment-method-error">
        {t('errors.loadPaymentMethod')}
      </Text>
    );
  }
  if (!method.data) return <Skeleton h={24} w={240} />;
  const { card_brand: brand, card_mask: mask, expiry, type } = method.data;
  return (
    <Group gap="sm" data-testid="payment-method">
      <IconCreditCard size={22} aria-hidden />
      <Text fw={500}>
        {mask
          ? t('paymentMethod.card', {
              brand: brand ? brand.toUpperCase() : t('paymentMethod.cardGeneric'),
              last4: mask.slice(-4),
            })
          : t('paymentMethod.other', { type })}
      </Text>
      {expiry && (
        <Text c="dimmed" fz="sm">
          {t('paymentMethod.expires', { expiry })}
        </Text>
      )}
    </Group>
  );
}
