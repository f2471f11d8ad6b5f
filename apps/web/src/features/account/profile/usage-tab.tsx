import type { UsageResponse } from '@galley/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { breakdownValue, type UsageFigures, usageDisplay } from './usage-display.ts';
import { useUsage } from './use-usage.ts';

/** One service: what its plan gives and what this month used of it (see usageDisplay). */
function UsageRow({ item }: { item: UsageFigures }) {
  const { t } = useTranslation(['profile', 'invoices']);
  const locale = useLocale();
  const lp = useLocalePath();
  const number = (value: number) => value.toLocaleString(locale);
  const service = t(`usage.items.${item.key}`);
  const display = usageDisplay(item);
  const perRun = (value: number | null) =>
    value === null ? t('usage.noPerRunLimit') : t('usage.perRunLimit', { count: value });
  const inProgress =
    display.kind !== 'notIncluded' && display.inProgress > 0
      ? ` (${t('usage.inProgress', { count: display.inProgress })})`
      : '';

  return (
    <Paper withBorder radius="md" p="md" data-testid={`usage-item-${item.key}`} data-usage={display.kind}>
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Text fw={600} component="h3" fz="md" m={0}>
          {service}
        </Text>
        {display.kind === 'limited' && (
          <Text fz="sm" fw={600} data-testid="usage-figure">
            {t('usage.ofLimit', { used: number(display.used), limit: number(display.limit) })}
          </Text>
        )}
        {display.kind === 'unlimited' && (
          <Badge variant="light" color="teal">
            {t('usage.unlimited')}
          </Badge>
        )}
      </Group>

      {display.kind === 'notIncluded' && (
        <Text fz="sm" c="dimmed" mt={6} data-testid="usage-not-included">
          {t('usage.notIncludedInPlan')}{' '}
          <Anchor component={Link} to={lp('/users/plan')} fz="sm" fw={600}>
            {t('usage.seePlans')}
          </Anchor>
        </Text>
      )}

      {display.kind === 'limited' && (
        <>
          <Progress
            value={display.percent}
            color={display.exhausted ? 'red' : 'ink'}
            size="md"
            mt="sm"
            aria-label={t('usage.barLabel', {
              service,
              used: number(display.used),
              limit: number(display.limit),
            })}
            data-testid="usage-bar"
          />
          <Text fz="sm" c="dimmed" mt={6}>
            {t('invoices:usage.leftAmount', { amount: number(display.remaining) })}
            {inProgress} · {perRun(display.perRun)}
          </Text>
        </>
      )}

      {display.kind === 'unlimited' && (
        <Text fz="sm" c="dimmed" mt={6}>
          {t('invoices:usage.usedAmount', { amount: number(display.used) })}
          {inProgress} · {perRun(display.perRun)}
        </Text>
      )}
    </Paper>
  );
}

/** What the period's work was made of: texts, reference files and PDFs read, and storage in use. */
function UsageBreakdown({ items }: { items: UsageResponse['breakdown'] }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div data-testid="usage-breakdown">
      <Title order={3} fz="md" mb="xs">
        {t('usage.breakdownTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {items.map((item) => (
          <Paper key={item.key} withBorder radius="md" p="sm" data-testid={`usage-breakdown-${item.key}`}>
            <Text fz="xs" c="dimmed">
              {t(`usage.breakdown.${item.key}`)}
            </Text>
            <Text fw={600}>{breakdownValue(item.key, item.used, locale)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * Usage limits (spec §3 Usage, §8): the period's use per service against the plan in force, from the
 * usage tables, then what that work was made of; 'Failed to load usage data' with Retry on failure.
 */
export function UsageTab() {
  const { t } = useTranslation(['profile', 'invoices']);
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
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="usage-tab">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('usage.title')}
          </Title>
          <Text fz="sm" data-testid="usage-plan">
            {t('invoices:usage.plan', { plan: t(`profile:plan.names.${usage.data.plan_type}`) })}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('usage.period', {
              start: date.format(new Date(usage.data.period_start)),
              end: date.format(new Date(usage.data.period_end)),
            })}
          </Text>
        </div>
        {usage.data.items.map((item) => (
          <UsageRow key={item.key} item={item} />
        ))}
        <UsageBreakdown items={usage.data.breakdown} />
      </Stack>
    </Paper>
  );
}
