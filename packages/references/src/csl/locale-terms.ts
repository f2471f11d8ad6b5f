/** Locale terms the exported style overrides (CSL <locale><terms>), by name and form. */
export interface LocaleTerm {
  name: string;
  form?: 'short' | 'long' | 'verb' | 'verb-short';
  text?: string;
  single?: string;
  multiple?: string;
}
