import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CloseButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './template-editor.module.css';

/** One part in a section: a grip to drag it along the section, its name, and a button to take it out. */
export function SortableStep({ step, onRemove }: { step: string; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  const sortable = useSortable({ id: step });
  const name = t(`steps.${step}`);
  return (
    <span
      ref={sortable.setNodeRef}
      className={classes.step}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
      data-testid="section-step"
      data-step={step}
    >
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        className={classes.stepMove}
        style={{ cursor: 'grab', touchAction: 'none' }}
        data-testid="step-handle"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('editor.steps.drag', { step: name })}
      >
        <IconGripVertical size={14} aria-hidden />
      </button>
      <span>{name}</span>
      <CloseButton size="xs" aria-label={t('editor.steps.remove', { step: name })} onClick={onRemove} />
    </span>
  );
}
