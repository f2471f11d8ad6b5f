import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

type TintBadgeProps = Omit<BadgeProps, 'variant' | 'radius' | 'tt'> & {
  color: string;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
};

/**
 * A status shown as a light-tinted, square-ish badge in sentence case: the look every status badge shares
 * (a conversion's, a reference's), so they stay alike. Callers add their own text colour and sizing.
 */
export function TintBadge({ color, children, ...rest }: TintBadgeProps) {
  return (
    <Badge color={color} variant="light" radius="sm" tt="none" {...rest}>
      {children}
    </Badge>
  );
}
