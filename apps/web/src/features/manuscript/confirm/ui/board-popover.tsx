import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { Point } from './board-document.tsx';

export interface PopoverAction {
  label: string;
  onClick(): void;
  variant?: 'filled' | 'default';
  testId?: string;
}

interface BoardPopoverProps {
  title: string;
  message?: string;
  /** Where the drag or click happened; none → under the board's header. */
  at?: Point | undefined;
  actions: PopoverAction[];
  onClose(): void;
  testId: string;
  tone?: 'info' | 'warning';
}

const WIDTH = 340;

/**
 * The board's popovers (spec §2: confirm, deny, fail, prevent-previous, prevent-cross-selection, prevent-table…):
 * a small dialog near the pointer, kept inside the viewport; its first button takes the focus so a keyboard user
 * answers it at once, and Escape closes it.
 */
export function BoardPopover({
  title,
  message,
  at,
  actions,
  onClose,
  testId,
  tone = 'warning',
}: BoardPopoverProps) {
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus({ preventScroll: true }), []);
  const width = Math.min(WIDTH, window.innerWidth - 16);
  const style = at
    ? {
        position: 'fixed' as const,
        left: Math.max(8, Math.min(at.x, window.innerWidth - width - 8)),
        top: Math.max(8, Math.min(at.y + 8, window.innerHeight - 200)),
        width,
      }
    : { position: 'sticky' as const, top: 72, marginInline: 'auto', width };
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      style={{
        ...style,
        zIndex: 300,
        borderColor: tone === 'warning' ? 'var(--mantine-color-orange-5)' : undefined,
      }}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Stack gap="xs">
        <Text id={titleId} fw={700} size="sm">
          {title}
        </Text>
        {message ? <Text size="sm">{message}</Text> : null}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {actions.map((action, index) => (
            <Button
              key={action.label}
              ref={index === 0 ? first : undefined}
              size="xs"
              variant={action.variant ?? (index === 0 ? 'filled' : 'default')}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
