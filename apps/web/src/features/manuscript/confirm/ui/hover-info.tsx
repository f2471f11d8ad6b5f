import { Paper, Text } from '@mantine/core';
import type { Point } from './board-document.tsx';

/** Spec §4: hovering another step's highlight shows that step's name beside the pointer. */
export function HoverInfo({ text, at }: { text: string; at: Point }) {
  return (
    <Paper
      role="tooltip"
      shadow="sm"
      withBorder
      px="xs"
      py={4}
      data-testid="confirm-hover-info"
      style={{
        position: 'fixed',
        left: Math.max(8, Math.min(at.x + 12, window.innerWidth - 220)),
        top: at.y + 16,
        zIndex: 250,
        pointerEvents: 'none',
        maxWidth: 210,
      }}
    >
      <Text size="xs">{text}</Text>
    </Paper>
  );
}
