import type { CslItem, TemplateItem } from '@galley/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesModal } from '../../../lib/unsaved-changes-modal.tsx';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';
import { ElementPalette } from './dnd/element-palette.tsx';
import { TemplateDnd } from './dnd/template-dnd.tsx';
import { TemplateLine } from './dnd/template-line.tsx';
import { TemplatePreview } from './preview/template-preview.tsx';
import type { SaveTemplate } from './save/save-template-port.ts';
import { ElementSettingsPanel } from './settings/element-settings-panel.tsx';
import { toTemplate } from './state/to-template.ts';
import classes from './template-editor-page.module.css';
import { EditorToolbar } from './toolbar/editor-toolbar.tsx';
import { useTemplateEditor } from './use-template-editor.ts';

/** The editor itself: toolbar, palette, line, settings and preview, on `opened` or a new template. */
export function TemplateEditor({
  opened,
  references,
  saveTemplate,
  onOpenDrawer,
  onSaved,
}: {
  opened: TemplateItem | undefined;
  references: CslItem[] | undefined;
  saveTemplate: SaveTemplate;
  onOpenDrawer: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('templates');
  const editor = useTemplateEditor(saveTemplate, opened);
  const { state, dispatch, problems, tried } = editor;
  // Back, another link or another template from the drawer asks first; a save clears the flag.
  const { blocker } = useUnsavedChangesGuard(editor.dirty);
  const line = state.draft.elements.map((element) => element.element);
  return (
    <Stack gap="md">
      <EditorToolbar editor={editor} onOpenDrawer={onOpenDrawer} onSaved={onSaved} />
      <TemplateDnd line={line} dispatch={dispatch}>
        <Stack gap="md">
          <ElementPalette line={line} dispatch={dispatch} />
          <TemplateLine
            line={line}
            end={state.draft.end}
            selected={editor.element?.element}
            error={tried && problems.elements ? t(`validation.${problems.elements}`) : undefined}
            onSelect={editor.setSelected}
            dispatch={dispatch}
          />
        </Stack>
      </TemplateDnd>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ElementSettingsPanel
          element={editor.element}
          numberInputs={state.numberInputs}
          numberErrors={problems.numbers}
          dispatch={dispatch}
        />
        <div className={classes.previewColumn}>
          <TemplatePreview template={toTemplate(state.draft)} references={references} />
        </div>
      </SimpleGrid>
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
