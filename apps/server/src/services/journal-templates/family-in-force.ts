import type { JournalTemplateDefinition, JournalTemplateFamily } from '@galley/contracts';
import { CODE_TEMPLATE_SOURCES } from '@galley/journals';

/**
 * A family as conversions lay journals out with it: its saved definition (under the family's own key, whatever
 * id the definition carries) when the database has one, else the code's family; undefined for an unknown key.
 */
export function familyInForce(
  familyKey: string,
  saved: JournalTemplateDefinition | undefined,
): JournalTemplateFamily | undefined {
  if (saved?.kind === 'family') return { ...saved.family, id: familyKey };
  return CODE_TEMPLATE_SOURCES.families.find((family) => family.id === familyKey);
}
