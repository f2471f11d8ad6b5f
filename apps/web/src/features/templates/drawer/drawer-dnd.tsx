import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { IconFileText, IconFolder } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EagerKeyboardSensor } from '../../../lib/dnd/eager-keyboard-sensor.ts';
import type { DragItem, DropFolder } from './drag-ids.ts';
import { drawerKeyboardCoordinates } from './drawer-keyboard-coordinates.ts';
import { judgeDrop } from './drop-rule.ts';
import classes from './template-drawer.module.css';
import { useDrawerAnnouncements } from './use-drawer-announcements.ts';

/** The pointer's folder when there is one (mouse, touch); the overlapped one otherwise (keyboard). */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * Drag and drop over the tree: a row dropped on a folder (or on the top-level strip) moves there when the
 * drop rule allows it; mouse, touch and keyboard (Space, arrows, Space) alike.
 */
export function DrawerDnd({
  children,
  onMove,
}: {
  children: ReactNode;
  onMove: (item: DragItem, folder: DropFolder) => void;
}) {
  const [dragged, setDragged] = useState<DragItem | undefined>();
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(EagerKeyboardSensor, { coordinateGetter: drawerKeyboardCoordinates }),
  );
  const accessibility = useDrawerAnnouncements();
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(undefined);
    const item = event.active.data.current as DragItem | undefined;
    const folder = event.over?.data.current as DropFolder | undefined;
    if (item && folder && judgeDrop(item, folder) === 'move') onMove(item, folder);
  };
  const Icon = dragged?.type === 'folder' ? IconFolder : IconFileText;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={accessibility}
      onDragStart={(event) => setDragged(event.active.data.current as DragItem | undefined)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(undefined)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className={classes.overlay}>
            <Icon size={16} aria-hidden />
            <Text span size="sm" fw={600}>
              {dragged.name}
            </Text>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
