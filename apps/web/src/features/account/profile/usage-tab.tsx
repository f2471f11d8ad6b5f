import type { UsageItem } from '@galley/contracts';
import { Alert, Button, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useUsage } from './use-usage.ts';

/** Usage limits: this month's use against the plan (the billing issue adds more detail). */
export function UsageTab() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const usage = useUsage();

  if (usage.isError) {
    return (
      <Alert color="red" variant="light" title={t('usage.loadFailed')} data-testid="usage-error">
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          onClick={() => usage.refetch()}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (!usage.data) return <Skeleton h={200} radius="lg" />;

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const limit = (value: number | null) =>
    value === null ? t('usage.unlimited') : value.toLocaleString(locale);
  const share = (item: UsageItem) =>
    item.per_month ? Math.min(100, (item.used / item.per_month) * 100) : item.per_month === 0 ? 100 : 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="usage-tab">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('usage.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('usage.period', {
            start: date.format(new Date(usage.data.period_start)),
            end: date.format(new Date(usage.data.period_end)),
          })}
        </Text>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('usage.service')}</Table.Th>
              <Table.Th>{t('usage.used')}</Table.Th>
              <Table.Th>{t('usage.perMonth')}</Table.Th>
              <Table.Th>{t('usage.perRun')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {usage.data.items.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Td>
                  <Text fw={600}>{t(`usage.items.${item.key}`)}</Text>
                  <Progress value={share(item)} size="sm" mt={6} maw={220} />
                </Table.Td>
                <Table.Td>{item.used.toLocaleString(locale)}</Table.Td>
                <Table.Td>{item.per_month === 0 ? t('usage.notIncluded') : limit(item.per_month)}</Table.Td>
                <Table.Td>{item.per_run === 0 ? t('usage.notIncluded') : limit(item.per_run)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
