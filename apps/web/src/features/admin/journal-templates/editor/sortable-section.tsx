import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftSection } from '../rules/section-order.ts';
import { SectionSteps } from './section-steps.tsx';

/** One body section: a drag handle (mouse, touch or keyboard), its heading, its steps and whether it is required. */
export function SortableSection({
  section,
  position,
  unplaced,
  onChange,
  onRemove,
  onPlace,
}: {
  section: DraftSection;
  position: number;
  unplaced: readonly string[];
  onChange: (section: DraftSection) => void;
  onRemove: () => void;
  onPlace: (step: string) => void;
}) {
  const { t } = useTranslation('admin');
  const sortable = useSortable({ id: section.key });
  const name = section.heading?.trim() || t('editor.sections.untitled', { number: position });
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      p="sm"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
      data-testid="section-card"
      data-heading={section.heading ?? ''}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('editor.sections.drag', { name })}
          data-testid="section-handle"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" align="center" wrap="wrap">
            <TextInput
              aria-label={t('editor.sections.heading', { number: position })}
              placeholder={t('editor.sections.noHeading')}
              value={section.heading ?? ''}
              onChange={(event) => onChange({ ...section, heading: event.currentTarget.value })}
              style={{ flex: '1 1 12rem' }}
              data-testid="section-heading"
            />
            <Checkbox
              label={t('editor.sections.required')}
              checked={section.required}
              onChange={(event) => onChange({ ...section, required: event.currentTarget.checked })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('editor.sections.remove', { name })}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <SectionSteps section={section} unplaced={unplaced} onChange={onChange} onPlace={onPlace} />
        </Stack>
      </Group>
    </Paper>
  );
}
