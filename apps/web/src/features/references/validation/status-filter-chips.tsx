import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StatusFilter, visibleFilters } from './status-filter.ts';

/** Filters by status, each with its count; radio chips, so the arrow keys move between them. */
export function StatusFilterChips({
  counts,
  value,
  onChange,
}: {
  counts: Record<StatusFilter, number>;
  value: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}) {
  const { t } = useTranslation('references');
  return (
    <Group gap="xs" role="radiogroup" aria-label={t('filters.label')} data-testid="status-filters">
      <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as StatusFilter)}>
        {visibleFilters(counts, value).map((filter) => (
          <Chip key={filter} value={filter} size="sm" variant="outline" data-testid={`filter-${filter}`}>
            {t(`filters.${filter}`, { count: counts[filter] })}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
