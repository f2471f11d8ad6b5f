/**
 * One setting of an element as the settings panel shows it. `path` is where it sits in the element
 * ("prefix", "skipRule.keepFirst"); the panel's label is `fields.<path>` in the templates catalogue.
 */
export type FieldSpec =
  | { path: string; kind: 'text'; max: number; optional?: boolean }
  | { path: string; kind: 'switch' }
  | { path: string; kind: 'select'; options: readonly string[] }
  | { path: string; kind: 'integer' | 'float'; min: number; max: number };
