import { Badge, type MantineColor } from '@mantine/core';

const STATUS_COLORS: ReadonlyMap<string, MantineColor> = new Map([
  ['verified', 'green'],
  ['differences', 'yellow'],
  ['notFound', 'red'],
  ['retracted', 'grape'],
  ['duplicated', 'orange'],
]);

interface StatusBadgeProps {
  id: string;
  label: string;
}

/** A validation status rendered in the colour the Reference Converter uses for it. */
export function StatusBadge({ id, label }: StatusBadgeProps) {
  return (
    <Badge
      color={STATUS_COLORS.get(id) ?? 'gray'}
      variant="light"
      size="lg"
      tt="none"
      style={{ whiteSpace: 'normal' }}
    >
      {label}
    </Badge>
  );
}
