import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EagerKeyboardSensor } from '../../../../lib/dnd/eager-keyboard-sensor.ts';
import { nextSectionKey } from '../rules/section-keys.ts';
import { type DraftSection, moveSection, placeStep } from '../rules/section-order.ts';
import { SortableSection } from './sortable-section.tsx';
import { StepPalette } from './step-palette.tsx';
import { useSectionAnnouncements } from './use-section-announcements.ts';

/**
 * The body's sections in output order. Sections move by drag (mouse, touch, or keyboard: space, arrows,
 * space); steps join a section from the unplaced list; table steps are shown but can never be chosen.
 */
export function SectionsEditor({
  sections,
  unplaced,
  onChange,
}: {
  sections: readonly DraftSection[];
  unplaced: readonly string[];
  onChange: (sections: DraftSection[]) => void;
}) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(EagerKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSectionAnnouncements(sections);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveSection(sections, String(active.id), String(over.id)));
  };
  return (
    <Stack gap="sm" data-testid="sections-editor">
      <StepPalette unplaced={unplaced} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext
          items={sections.map((section) => section.key)}
          strategy={verticalListSortingStrategy}
        >
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {sections.map((section, index) => (
              <li key={section.key}>
                <SortableSection
                  section={section}
                  position={index + 1}
                  unplaced={unplaced}
                  onChange={(next) => onChange(sections.map((each) => (each.key === next.key ? next : each)))}
                  onRemove={() => onChange(sections.filter((each) => each.key !== section.key))}
                  onPlace={(step) => onChange(placeStep(sections, section.key, step))}
                />
              </li>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        onClick={() =>
          onChange([...sections, { key: nextSectionKey(sections), heading: '', from: [], required: false }])
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {t('editor.sections.add')}
      </Button>
    </Stack>
  );
}
