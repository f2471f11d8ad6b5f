import type { MantineStyleProp } from '@mantine/core';

/**
 * A light badge whose text passes AA: Mantine's light tints are too strong for even the darkest shade of
 * the same colour (orange 9 on its tint is 3.6:1), so the text is near-black and the colour stays in the
 * tint and a border.
 */
export function badgeStyle(color: string): MantineStyleProp {
  return {
    '--badge-color': 'var(--mantine-color-dark-8)',
    '--badge-bd': `1px solid var(--mantine-color-${color}-4)`,
  };
}

/** Mantine clips a badge's label with an ellipsis; a long status (Japanese, Korean) wraps instead. */
export const WRAPPING_LABEL = {
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;
