import type { SaleBanner as SaleBannerData } from '@galley/contracts';
import { Anchor, Badge, Box, Container, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { formatSaleEnd, isSaleActive, saleEndInstant } from './sale-timing.ts';

// setTimeout overflows above 2^31 - 1 ms (~24.8 days); a sale ending later is re-checked on the next visit.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The strip above the navbar announcing a discount; it disappears when the sale ends, even mid-visit. */
export function SaleBanner({ sale }: { sale: SaleBannerData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const [active, setActive] = useState(() => isSaleActive(sale.endsAt, new Date()));

  useEffect(() => {
    const remaining = saleEndInstant(sale.endsAt).getTime() - Date.now();
    setActive(remaining > 0);
    if (remaining <= 0 || remaining > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setActive(false), remaining);
    return () => clearTimeout(timer);
  }, [sale.endsAt]);

  if (!active) return null;
  return (
    <Box bg="ink.9" c="white" py={8} data-testid="sale-banner">
      <Container size="xl">
        <Group justify="center" gap="sm" wrap="wrap">
          <Badge color="amber.4" c="ink.9" variant="filled" radius="sm">
            {t('banners.sale.discount', { percent: sale.discountPercent })}
          </Badge>
          <Text fz="sm" fw={500}>
            {sale.message[locale]}
          </Text>
          <Text fz="sm" c="ink.1">
            {t('banners.sale.endsAt', { date: formatSaleEnd(sale.endsAt, locale) })}
          </Text>
          <Anchor component={Link} to={lp('/pricing')} fz="sm" fw={600} c="amber.3" underline="always">
            <Group gap={4} wrap="nowrap" component="span">
              {t('banners.sale.cta')}
              <IconArrowRight size={14} />
            </Group>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
