import type { TemplateItem } from '@galley/contracts';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { TEMPLATE_QUERY_KEY } from '../drawer/template-queries.ts';
import { isConnectionLost } from './save/is-connection-lost.ts';
import { dropKeptDraft } from './save/kept-draft.ts';
import type { SaveTemplate } from './save/save-template-port.ts';
import { editorReducer } from './state/editor-reducer.ts';
import { initialEditorState, isDirty } from './state/editor-state.ts';
import type { ElementKind } from './state/element-kinds.ts';
import { toTemplate } from './state/to-template.ts';
import { hasProblems, validateEditor } from './state/validate-editor.ts';
import { useKeptDraft } from './use-kept-draft.ts';
import { useSaveRetry } from './use-save-retry.ts';

/** How a save goes: `as` a new template under that name in `folderId`, or in place. */
export interface SaveRequest {
  as?: string;
  folderId?: string | null;
}

/**
 * The editor's state on `opened` (the page mounts a new editor for each template it opens): the reducer,
 * the selected element, the stored id, saving through the port, renaming, and unsaved edits kept through a
 * dropped connection (saved again once it is back).
 */
export function useTemplateEditor(saveTemplate: SaveTemplate, opened?: TemplateItem) {
  const { t } = useTranslation('templates');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, opened?.setting, (setting) =>
    setting ? editorReducer(initialEditorState(), { type: 'open', template: setting }) : initialEditorState(),
  );
  const [selected, setSelected] = useState<ElementKind | undefined>();
  const [templateId, setTemplateId] = useState<string | undefined>(opened?.template_id);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  /** A save the connection dropped, tried again when the browser is back online. */
  const [waiting, setWaiting] = useState<SaveRequest | undefined>();
  const problems = validateEditor(state);
  const dirty = isDirty(state);
  const closeButtonProps = { 'aria-label': t('common:actions.close') };

  const keptKey = useKeptDraft(state, templateId, dispatch);

  // Ctrl/⌘+Z and Shift+Ctrl/⌘+Z outside text fields (which keep their own undo).
  useHotkeys([
    ['mod+z', () => dispatch({ type: 'undo' })],
    ['mod+shift+z', () => dispatch({ type: 'redo' })],
  ]);

  const save = async (request: SaveRequest = {}): Promise<string | undefined> => {
    setTried(true);
    const checked = request.as === undefined ? problems : { ...problems, name: undefined };
    if (hasProblems(checked)) return undefined;
    const name = request.as ?? state.draft.name.trim();
    setSaving(true);
    try {
      const target = request.as === undefined ? templateId : undefined;
      const sent = state.draft;
      const { id } = await saveTemplate(toTemplate({ ...sent, name }), target, request.folderId);
      if (id !== templateId) dropKeptDraft(keptKey);
      setTemplateId(id);
      setWaiting(undefined);
      dispatch({ type: 'saved', name, sent });
      void queryClient.invalidateQueries({ queryKey: TEMPLATE_QUERY_KEY });
      notifications.show({ color: 'green', message: t('save.saved', { name }), closeButtonProps });
      return id;
    } catch (error) {
      const lost = isConnectionLost(error);
      if (lost) setWaiting(request);
      // Said once per dropped connection, not at each retry.
      if (lost && waiting) return undefined;
      notifications.show({
        id: 'template-save',
        color: lost ? 'yellow' : 'red',
        title: t('save.failedTitle'),
        message: t(lost ? 'save.offline' : 'save.failed'),
        closeButtonProps,
      });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  useSaveRetry(waiting, saving, save);

  /** PUT name: the stored template's name, without saving other edits. */
  const rename = async (name: string): Promise<boolean> => {
    if (!templateId) return false;
    try {
      await api.call('templateName', { template_id: templateId, new_name: name });
      dispatch({ type: 'renamed', name });
      void queryClient.invalidateQueries({ queryKey: TEMPLATE_QUERY_KEY });
      notifications.show({ color: 'green', message: t('rename.done', { name }), closeButtonProps });
      return true;
    } catch {
      notifications.show({
        color: 'red',
        title: t('save.failedTitle'),
        message: t('save.failed'),
        closeButtonProps,
      });
      return false;
    }
  };

  const element = state.draft.elements.find((candidate) => candidate.element === selected);
  return {
    ...{ state, dispatch, problems, dirty, tried, saving, save, rename, element, setSelected },
    ...{ templateId, waiting: waiting !== undefined },
  };
}
