import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from '../state/editor-action.ts';
import { ELEMENT_KINDS, type ElementKind } from '../state/element-kinds.ts';
import { PALETTE_AREA, paletteId } from './drag-ids.ts';
import { PaletteChip } from './palette-chip.tsx';
import classes from './template-dnd.module.css';

/** The elements not in the line yet; dropping a line element here takes it out of the template. */
export function ElementPalette({
  line,
  dispatch,
}: {
  line: readonly ElementKind[];
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation('templates');
  const { setNodeRef, isOver } = useDroppable({ id: PALETTE_AREA });
  const free = ELEMENT_KINDS.filter((kind) => !line.includes(kind));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="template-palette-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="template-palette-title">
          {t('palette.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('palette.help')}
        </Text>
        <div
          ref={setNodeRef}
          className={classes.area}
          data-over={isOver || undefined}
          data-testid="template-palette"
        >
          <SortableContext items={free.map(paletteId)} strategy={rectSortingStrategy}>
            <Group gap="xs">
              {free.map((kind) => (
                <PaletteChip key={kind} kind={kind} onAdd={() => dispatch({ type: 'add', kind })} />
              ))}
            </Group>
          </SortableContext>
          {free.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('palette.empty')}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
