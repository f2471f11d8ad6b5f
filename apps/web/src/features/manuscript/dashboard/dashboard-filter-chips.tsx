import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_FILTERS, type DashboardFilter } from './status-filter.ts';

/** The status filter as radio chips (arrow keys move between them), wrapping on a phone. */
export function DashboardFilterChips({
  value,
  onChange,
}: {
  value: DashboardFilter;
  onChange: (filter: DashboardFilter) => void;
}) {
  const { t } = useTranslation('manuscript-dashboard');
  return (
    <Group
      gap="xs"
      role="radiogroup"
      aria-label={t('dashboard.filterLabel')}
      data-testid="conversion-filters"
    >
      <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as DashboardFilter)}>
        {DASHBOARD_FILTERS.map((filter) => (
          <Chip key={filter} value={filter} size="sm" variant="outline" data-testid={`filter-${filter}`}>
            {t(`dashboard.filters.${filter}`)}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
