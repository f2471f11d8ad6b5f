import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredAccount } from '../../account/session/use-stored-account.ts';
import { dropKeptDraft, keepDraft, keptDraftKey, readKeptDraft } from './save/kept-draft.ts';
import type { EditorAction } from './state/editor-action.ts';
import { type EditorState, isDirty } from './state/editor-state.ts';
import { toTemplate } from './state/to-template.ts';

/**
 * Unsaved edits survive a dropped connection, a new login or a reload (spec §2 reconnect): while the draft
 * differs from what was saved it is kept in this browser under the template's id; when the editor opens
 * that template (or a new one) again, the edits kept are laid over it (undo goes back to the saved one).
 * Kept per signed-in user. Answers the key in use, for dropping the edits once they are saved elsewhere.
 */
export function useKeptDraft(
  state: EditorState,
  templateId: string | undefined,
  dispatch: (action: EditorAction) => void,
) {
  const { t } = useTranslation('templates');
  const restoredFor = useRef<string | null>(null);
  const userId = useStoredAccount()?.user.id ?? 'signed-out';
  const key = keptDraftKey(userId, templateId);

  useEffect(() => {
    if (restoredFor.current === key) return;
    restoredFor.current = key;
    const kept = readKeptDraft(key);
    if (!kept || JSON.stringify(toTemplate(state.draft)) === JSON.stringify(kept)) return;
    dispatch({ type: 'load', template: kept });
    notifications.show({
      color: 'blue',
      message: t('save.restored'),
      closeButtonProps: { 'aria-label': t('common:actions.close') },
    });
  }, [key, state.draft, dispatch, t]);

  const dirty = isDirty(state);
  useEffect(() => {
    // Not before the kept edits were read back: the opened template would overwrite them.
    if (restoredFor.current !== key) return;
    if (dirty) keepDraft(key, toTemplate(state.draft));
    else dropKeptDraft(key);
  }, [key, dirty, state.draft]);
  return key;
}
