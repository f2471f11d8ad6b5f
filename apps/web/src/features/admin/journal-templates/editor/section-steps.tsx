import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EagerKeyboardSensor } from '../../../../lib/dnd/eager-keyboard-sensor.ts';
import { type DraftSection, moveStep } from '../rules/section-order.ts';
import { SortableStep } from './sortable-step.tsx';
import { useStepAnnouncements } from './use-step-announcements.ts';

/**
 * The tagged parts that fill a section, in order: each moves by drag inside its section (mouse, touch or
 * keyboard on its grip) or leaves, and any unplaced body step can join. Table steps never appear here.
 */
export function SectionSteps({
  section,
  unplaced,
  onChange,
  onPlace,
}: {
  section: DraftSection;
  unplaced: readonly string[];
  onChange: (section: DraftSection) => void;
  onPlace: (step: string) => void;
}) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(EagerKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useStepAnnouncements(section.from);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [moved] = moveStep([section], section.key, String(active.id), String(over.id));
    if (moved) onChange(moved);
  };
  return (
    <Group gap={6} wrap="wrap" align="center">
      {section.from.length === 0 && (
        <Text fz="sm" c="red.9">
          {t('editor.sections.noSteps')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={[...section.from]} strategy={horizontalListSortingStrategy}>
          {section.from.map((step) => (
            <SortableStep
              key={step}
              step={step}
              onRemove={() => onChange({ ...section, from: section.from.filter((each) => each !== step) })}
            />
          ))}
        </SortableContext>
      </DndContext>
      {unplaced.length > 0 && (
        <Select
          size="xs"
          w={200}
          aria-label={t('editor.steps.add')}
          placeholder={t('editor.steps.add')}
          data={unplaced.map((step) => ({ value: step, label: t(`steps.${step}`) }))}
          value={null}
          onChange={(step) => step && onPlace(step)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}
