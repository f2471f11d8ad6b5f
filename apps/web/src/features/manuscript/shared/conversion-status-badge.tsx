import type { ConversionStatus } from '@galley/contracts';
import { useTranslation } from 'react-i18next';
import { TintBadge } from '../../../components/tint-badge.tsx';

const COLORS: Record<ConversionStatus, string> = {
  initial: 'gray',
  uploading: 'yellow',
  draft: 'blue',
  converting: 'violet',
  complete: 'teal',
  expired: 'red',
};

/** A conversion's status (spec §4) as a badge: light tint, dark text so every colour passes AA. */
export function ConversionStatusBadge({ status }: { status: ConversionStatus }) {
  const { t } = useTranslation('manuscript');
  const color = COLORS[status];
  return (
    <TintBadge
      color={color}
      // Never squeezed by a long file name beside it.
      style={{ color: `var(--mantine-color-${color}-9)`, flexShrink: 0 }}
      data-status={status}
      data-testid="conversion-status"
    >
      {t(`status.${status}`)}
    </TintBadge>
  );
}
