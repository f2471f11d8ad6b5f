import type { EditorState } from './editor-state.ts';
import { findField } from './element-fields.ts';
import type { ElementKind } from './element-kinds.ts';
import { type NumberError, parseNumber } from './parse-number.ts';

/** Spec §9: template names are at most 100 characters. */
export const TEMPLATE_NAME_MAX = 100;

/** What stops a save, as keys of `validation.*` in the templates catalogue (spec §5 Template editor). */
export interface EditorProblems {
  name?: 'nameRequired' | 'nameTooLong';
  elements?: 'noElements';
  /** Refused number fields by `<kind>.<path>`. */
  numbers: Record<string, NumberError>;
}

export function validateEditor(state: EditorState): EditorProblems {
  const problems: EditorProblems = { numbers: {} };
  const name = state.draft.name.trim();
  if (name === '') problems.name = 'nameRequired';
  else if (name.length > TEMPLATE_NAME_MAX) problems.name = 'nameTooLong';
  if (state.draft.elements.length === 0) problems.elements = 'noElements';
  for (const [key, raw] of Object.entries(state.numberInputs)) {
    const [kind = '', ...rest] = key.split('.');
    const field = findField(kind as ElementKind, rest.join('.'));
    if (field?.kind !== 'integer' && field?.kind !== 'float') continue;
    const parsed = parseNumber(raw, field.kind, field.min, field.max);
    if (!parsed.ok) problems.numbers[key] = parsed.error;
  }
  return problems;
}

export function hasProblems(problems: EditorProblems): boolean {
  return Boolean(problems.name || problems.elements || Object.keys(problems.numbers).length > 0);
}
