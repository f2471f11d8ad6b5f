import { TEMPLATE_NAME_MAX } from '../state/validate-editor.ts';

/** Spec §5: folder and template names are required and at most 100 characters; the `validation.*` key. */
export function nameProblem(
  name: string,
  kind: 'template' | 'folder',
): 'nameRequired' | 'nameTooLong' | 'folderRequired' | 'folderTooLong' | undefined {
  const trimmed = name.trim();
  if (!trimmed) return kind === 'template' ? 'nameRequired' : 'folderRequired';
  if (trimmed.length > TEMPLATE_NAME_MAX) return kind === 'template' ? 'nameTooLong' : 'folderTooLong';
  return undefined;
}
