import type { ReferenceItemStatus } from '@galley/contracts';
import { useTranslation } from 'react-i18next';
import { TintBadge } from '../../../components/tint-badge.tsx';
import { badgeStyle, WRAPPING_LABEL } from './badge-style.ts';

/** Each status's colour (the tint and border of its badge; the text is dark, see badgeStyle). */
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
    <TintBadge
      color={color}
      styles={WRAPPING_LABEL}
      style={[{ whiteSpace: 'normal', height: 'auto' }, badgeStyle(color)]}
    >
      {t(`status.${status}`)}
    </TintBadge>
  );
}
