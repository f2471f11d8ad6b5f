import { useDroppable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LINE_END } from './drag-ids.ts';
import classes from './template-dnd.module.css';

/** After the last element: where a drop puts an element last (and where keyboard dragging can reach the end). */
export function LineEndSlot({ empty }: { empty: boolean }) {
  const { t } = useTranslation('templates');
  const { setNodeRef, isOver } = useDroppable({ id: LINE_END });
  return (
    <div ref={setNodeRef} className={classes.endSlot} data-over={isOver || undefined} data-testid="line-end">
      <Text fz="sm" c="dimmed">
        {empty ? t('line.empty') : t('line.dropEnd')}
      </Text>
    </div>
  );
}
