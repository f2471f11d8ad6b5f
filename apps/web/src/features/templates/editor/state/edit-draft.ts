import type { TemplateElement } from '@galley/contracts';
import type { EditorDraft } from './editor-draft.ts';
import { findField } from './element-fields.ts';
import type { ElementKind } from './element-kinds.ts';
import { fullElement, newElement } from './new-element.ts';
import { setAtPath } from './set-at-path.ts';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function addElement(draft: EditorDraft, kind: ElementKind, index?: number): EditorDraft {
  if (draft.elements.some((element) => element.element === kind)) return draft;
  const at = clamp(index ?? draft.elements.length, 0, draft.elements.length);
  const elements = [...draft.elements];
  elements.splice(at, 0, newElement(kind));
  return { ...draft, elements };
}

export function moveElement(draft: EditorDraft, from: number, to: number): EditorDraft {
  const last = draft.elements.length - 1;
  if (from < 0 || from > last || from === clamp(to, 0, last)) return draft;
  const elements = [...draft.elements];
  const [moved] = elements.splice(from, 1);
  if (moved) elements.splice(clamp(to, 0, last), 0, moved);
  return { ...draft, elements };
}

export function removeElement(draft: EditorDraft, kind: ElementKind): EditorDraft {
  const elements = draft.elements.filter((element) => element.element !== kind);
  return elements.length === draft.elements.length ? draft : { ...draft, elements };
}

/**
 * One setting of one element, checked against the field's spec so only values the template type allows
 * get in (too-long text is cut, unknown paths and choices ignored); the element is re-read through the
 * contract's schema, so the draft always holds exactly the template type.
 */
export function setSetting(
  draft: EditorDraft,
  kind: ElementKind,
  path: string,
  value: string | boolean | number,
): EditorDraft {
  const field = findField(kind, path);
  if (!field) return draft;
  let accepted: unknown = value;
  if (field.kind === 'switch' && typeof value !== 'boolean') return draft;
  if (field.kind === 'text') {
    if (typeof value !== 'string') return draft;
    accepted = field.optional && value === '' ? undefined : value.slice(0, field.max);
  }
  if (field.kind === 'select' && !field.options.includes(String(value))) return draft;
  if ((field.kind === 'integer' || field.kind === 'float') && typeof value !== 'number') return draft;
  let changed = false;
  const elements = draft.elements.map((element): TemplateElement => {
    if (element.element !== kind) return element;
    changed = true;
    return fullElement(setAtPath(element, path, accepted));
  });
  return changed ? { ...draft, elements } : draft;
}
