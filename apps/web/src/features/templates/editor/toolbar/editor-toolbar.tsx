import { Badge, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canRedo, canUndo } from '../state/editor-state.ts';
import { TEMPLATE_NAME_MAX } from '../state/validate-editor.ts';
import type { useTemplateEditor } from '../use-template-editor.ts';
import { HistoryButtons } from './history-buttons.tsx';
import { PresetSelect } from './preset-select.tsx';
import { SaveButtons } from './save-buttons.tsx';

/** Name, common citation styles, my templates (the drawer), undo/redo, rename, save and save as. */
export function EditorToolbar({
  editor,
  onOpenDrawer,
  onSaved,
}: {
  editor: ReturnType<typeof useTemplateEditor>;
  onOpenDrawer: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('templates');
  const { state, dispatch, problems, tried, dirty, waiting } = editor;
  const nameError =
    tried && problems.name ? t(`validation.${problems.name}`, { max: TEMPLATE_NAME_MAX }) : undefined;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('toolbar.name')}
            value={state.draft.name}
            required
            error={nameError}
            miw={220}
            data-testid="template-name"
            onChange={(event) => dispatch({ type: 'rename', name: event.currentTarget.value })}
          />
          <PresetSelect dispatch={dispatch} />
        </Group>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconFolders size={18} aria-hidden />}
              onClick={onOpenDrawer}
              data-testid="open-template-drawer"
            >
              {t('toolbar.myTemplates')}
            </Button>
            <HistoryButtons
              canUndo={canUndo(state)}
              canRedo={canRedo(state)}
              canClear={state.draft.elements.length > 0}
              dispatch={dispatch}
            />
            {dirty && (
              <Badge color="yellow" variant="light" data-testid="template-dirty">
                {t(waiting ? 'toolbar.waiting' : 'toolbar.unsaved')}
              </Badge>
            )}
          </Group>
          <SaveButtons editor={editor} onSaved={onSaved} />
        </Group>
      </Stack>
    </Paper>
  );
}
