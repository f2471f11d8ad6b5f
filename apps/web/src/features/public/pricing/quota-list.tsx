import type { Plan, Quota } from '@galley/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';

function QuotaLine({ label, quota }: { label: string; quota: Quota }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const parts =
    quota.perRun === 0 || quota.perMonth === 0
      ? [t('quota.notIncluded')]
      : quota.perRun === null && quota.perMonth === null
        ? [t('quota.unlimited')]
        : [
            quota.perRun === null
              ? t('quota.perRunUnlimited')
              : t('quota.perRun', { value: number.format(quota.perRun) }),
            quota.perMonth === null
              ? t('quota.perMonthUnlimited')
              : t('quota.perMonth', { value: number.format(quota.perMonth) }),
          ];
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz="sm" c="dimmed">
        {parts.join(' · ')}
      </Text>
    </div>
  );
}

/** A plan's limits per run and per month; the API's null means unlimited and 0 not included. */
export function QuotaList({ quotas }: { quotas: Plan['quotas'] }) {
  const { t } = useTranslation('pricing');
  return (
    <Stack gap="xs">
      <QuotaLine label={t('quota.manuscripts')} quota={quotas.manuscriptConversions} />
      <QuotaLine label={t('quota.references')} quota={quotas.references} />
    </Stack>
  );
}
