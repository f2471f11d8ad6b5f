import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EagerKeyboardSensor } from '../../../../lib/dnd/eager-keyboard-sensor.ts';
import type { EditorAction } from '../state/editor-action.ts';
import type { ElementKind } from '../state/element-kinds.ts';
import { chooseCollision } from './choose-collision.ts';
import { dragPlace } from './drag-ids.ts';
import { templateKeyboardCoordinates } from './keyboard-coordinates.ts';
import { resolveDrop } from './resolve-drop.ts';
import classes from './template-dnd.module.css';
import { useAnnouncements } from './use-announcements.ts';

/** The drag and drop around the palette and the line: mouse, touch and keyboard all end in one reducer action. */
export function TemplateDnd({
  line,
  dispatch,
  children,
}: {
  line: readonly ElementKind[];
  dispatch: (action: EditorAction) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('templates');
  const [dragged, setDragged] = useState<ElementKind | undefined>();
  // The arrow keys read the line as it is at each key press.
  const lineRef = useRef(line);
  lineRef.current = line;
  const coordinateGetter = useMemo(() => templateKeyboardCoordinates(() => lineRef.current), []);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on a chip still selects it.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Instant scrolling: each key is one step, and screen readers hear where it ended, not the way there.
    useSensor(EagerKeyboardSensor, { coordinateGetter, scrollBehavior: 'auto' }),
  );
  const accessibility = useAnnouncements(line);
  const onDragStart = (event: DragStartEvent) => setDragged(dragPlace(event.active.id)?.kind);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(undefined);
    const outcome = resolveDrop(event.active.id, event.over?.id, line);
    if (outcome && outcome.kind !== 'none') dispatch(outcome.action);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={chooseCollision}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(undefined)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className={`${classes.chip} ${classes.handle} ${classes.overlay}`}>
            <Text span fz="sm" fw={600}>
              {t(`elements.${dragged}`)}
            </Text>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
