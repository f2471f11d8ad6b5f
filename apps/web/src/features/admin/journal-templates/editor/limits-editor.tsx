import type { WordLimits } from '@galley/contracts';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toLimit } from '../rules/to-limit.ts';

const FIELDS = ['mainText', 'abstract', 'title', 'references', 'tables', 'figures'] as const;

/** Word limits and the most tables and figures a submission may have; an empty field means no limit. */
export function LimitsEditor({
  value,
  onChange,
}: {
  value: WordLimits;
  onChange: (value: WordLimits) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {FIELDS.map((field) => {
        // Tables and figures may be limited to none; words at least one.
        const min = field === 'tables' || field === 'figures' ? 0 : 1;
        return (
          <NumberInput
            key={field}
            label={t(`editor.limits.${field}`)}
            placeholder={t('editor.limits.none')}
            min={min}
            allowDecimal={false}
            allowNegative={false}
            value={value[field] ?? ''}
            onChange={(next) => onChange({ ...value, [field]: toLimit(next, min) })}
            data-testid={`limit-${field}`}
          />
        );
      })}
    </SimpleGrid>
  );
}
