import type { ReferenceTemplate } from '@galley/contracts';
import type { EditorDraft } from './editor-draft.ts';

/** The draft as `@galley/references` formats it and the template API stores it (the contract's type). */
export function toTemplate(draft: EditorDraft): ReferenceTemplate {
  const { layouts } = draft;
  return {
    name: draft.name.trim(),
    elements: draft.elements,
    end: draft.end,
    ...(layouts ? { layouts } : {}),
  };
}
