import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconAdjustments, IconGripVertical, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ElementKind } from '../state/element-kinds.ts';
import { lineId } from './drag-ids.ts';
import classes from './template-dnd.module.css';

interface LineChipProps {
  kind: ElementKind;
  position: number;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
}

/** An element in the template line: dragged to reorder or out to remove, with its settings and remove buttons. */
export function LineChip({ kind, position, selected, onSelect, onRemove }: LineChipProps) {
  const { t } = useTranslation('templates');
  const label = t(`elements.${kind}`);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: lineId(kind),
  });
  return (
    <Group
      ref={setNodeRef}
      gap={2}
      wrap="nowrap"
      className={classes.chip}
      data-line="true"
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-testid={`line-${kind}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        className={classes.handle}
        {...attributes}
        {...listeners}
        onClick={onSelect}
        aria-roledescription={t('dnd.roleDescription')}
        aria-label={t('dnd.lineLabel', { element: label, position })}
      >
        <IconGripVertical size={14} aria-hidden />
        <Text span fz="sm" fw={600}>
          {label}
        </Text>
      </button>
      <ActionIcon
        variant={selected ? 'filled' : 'subtle'}
        size="sm"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={t('line.settingsLabel', { element: label })}
      >
        <IconAdjustments size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        onClick={onRemove}
        aria-label={t('line.removeLabel', { element: label })}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
