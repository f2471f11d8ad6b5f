import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ElementKind } from '../state/element-kinds.ts';
import { paletteId } from './drag-ids.ts';
import classes from './template-dnd.module.css';

/** An element not yet in the line: dragged (mouse, touch or keyboard) into it, or added last by its button. */
export function PaletteChip({ kind, onAdd }: { kind: ElementKind; onAdd: () => void }) {
  const { t } = useTranslation('templates');
  const label = t(`elements.${kind}`);
  const { attributes, listeners, setNodeRef, isDragging } = useSortable({ id: paletteId(kind) });
  return (
    <Group
      ref={setNodeRef}
      gap={2}
      wrap="nowrap"
      className={classes.chip}
      data-dragging={isDragging || undefined}
      data-testid={`palette-${kind}`}
    >
      <button
        type="button"
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-roledescription={t('dnd.roleDescription')}
        aria-label={t('dnd.dragLabel', { element: label })}
      >
        <IconGripVertical size={14} aria-hidden />
        <Text span fz="sm" fw={600}>
          {label}
        </Text>
      </button>
      <ActionIcon
        variant="subtle"
        size="sm"
        onClick={onAdd}
        aria-label={t('palette.addLabel', { element: label })}
      >
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
