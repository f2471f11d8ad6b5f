import type { ReferenceItemStatus } from '@galley/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Light badges with the darkest shade as text: AA contrast on every colour. */
const COLORS: Record<ReferenceItemStatus, string> = {
  verified: 'teal',
  verified_with_differences: 'blue',
  mismatch: 'orange',
  not_found: 'red',
  not_applicable: 'gray',
  pending: 'gray',
};

export function StatusBadge({ status }: { status: ReferenceItemStatus }) {
  const { t } = useTranslation('references');
  const color = COLORS[status];
  return (
    <Badge
      color={color}
      c={`${color}.9`}
      variant="light"
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
