import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from '../state/editor-action.ts';
import type { ElementKind } from '../state/element-kinds.ts';
import { LINE_AREA, lineId } from './drag-ids.ts';
import { LineChip } from './line-chip.tsx';
import { LineEndSlot } from './line-end-slot.tsx';
import classes from './template-dnd.module.css';

interface TemplateLineProps {
  line: readonly ElementKind[];
  end: string;
  selected: ElementKind | undefined;
  error: string | undefined;
  onSelect: (kind: ElementKind) => void;
  dispatch: (action: EditorAction) => void;
}

/** The template: its elements in print order, and the text after the last one. */
export function TemplateLine({ line, end, selected, error, onSelect, dispatch }: TemplateLineProps) {
  const { t } = useTranslation('templates');
  const { setNodeRef, isOver } = useDroppable({ id: LINE_AREA });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="template-line-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="template-line-title">
          {t('line.title')}
        </Title>
        <div
          ref={setNodeRef}
          className={classes.area}
          data-over={isOver || undefined}
          data-invalid={error ? true : undefined}
          data-testid="template-line"
        >
          <SortableContext items={line.map(lineId)} strategy={rectSortingStrategy}>
            <Group gap="xs" component="ol" className={classes.lineList} aria-label={t('line.title')}>
              {line.map((kind, index) => (
                <li key={kind}>
                  <LineChip
                    kind={kind}
                    position={index + 1}
                    selected={kind === selected}
                    onSelect={() => onSelect(kind)}
                    onRemove={() => dispatch({ type: 'remove', kind })}
                  />
                </li>
              ))}
              <li>
                <LineEndSlot empty={line.length === 0} />
              </li>
            </Group>
          </SortableContext>
        </div>
        {error && (
          <Text fz="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <TextInput
          label={t('line.endLabel')}
          description={t('line.endHelp')}
          value={end}
          maxLength={20}
          w={{ base: '100%', xs: 260 }}
          onChange={(event) => dispatch({ type: 'setEnd', end: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}
