import { Paper, Skeleton, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { formatDay } from '../shared/format-when.ts';
import classes from './admin-home.module.css';
import { dailyBars } from './daily-bars.ts';
import type { AdminStatsQueryResult } from './use-admin-stats.ts';

/** One series per day as small bars, with the period's total; a table of the same numbers for screen readers. */
export function ActivityPanel({
  stats,
  series,
}: {
  stats: AdminStatsQueryResult;
  series: 'conversions' | 'reference_orders';
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const data = stats.data?.[series];
  const { bars, total } = dailyBars(data ?? []);
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`activity-${series}`}>
      <Text fw={600}>{t(`home.series.${series}`)}</Text>
      {stats.isError ? (
        <Text c="red.9" fz="sm" role="alert">
          {describeApiError(stats.error, t)}
        </Text>
      ) : !data ? (
        <Skeleton h={72} mt="sm" />
      ) : (
        <>
          <Text fz={28} fw={700} data-testid={`activity-${series}-total`}>
            {total.toLocaleString(locale)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('home.lastDays', { count: bars.length })}
          </Text>
          <div className={classes.bars} aria-hidden>
            {bars.map((bar) => (
              <Tooltip key={bar.day} label={`${formatDay(bar.day, locale)}: ${bar.count}`}>
                <span className={classes.bar} style={{ height: `${Math.max(4, bar.share * 100)}%` }} />
              </Tooltip>
            ))}
          </div>
          <VisuallyHidden>
            <table>
              <caption>{t(`home.series.${series}`)}</caption>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.day}>
                    <th scope="row">{formatDay(bar.day, locale)}</th>
                    <td>{bar.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
