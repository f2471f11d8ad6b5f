import type { JournalTemplateFields } from '@galley/contracts';
import { effectivePart, offeredTypes, scopeParts, type TemplateScope } from '../state/template-scope.ts';
import { checkTemplate, type TemplateProblem } from './check-template.ts';

export interface FieldProblem extends TemplateProblem {
  /** Which form field or scope the problem belongs to. */
  field: 'name' | 'key' | 'category' | 'journals' | TemplateScope;
}

const KEY = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Everything the save button checks before it calls the server: the general fields (the spec's 'Category is
 * required.', names ≤ 100 characters, a key for a new template) and the layout in every scope it has.
 */
export function validateFields(fields: JournalTemplateFields, key: string | null): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = fields.name.trim();
  if (!name) problems.push({ field: 'name', key: 'nameRequired' });
  else if (name.length > 100) problems.push({ field: 'name', key: 'nameTooLong' });
  const category = fields.category.trim();
  if (!category) problems.push({ field: 'category', key: 'categoryRequired' });
  else if (category.length > 100) problems.push({ field: 'category', key: 'categoryTooLong' });
  if (key !== null && !KEY.test(key)) problems.push({ field: 'key', key: 'keyInvalid' });
  const definition = fields.definition;
  if (definition.kind === 'journal' && fields.journal_ids.length === 0)
    problems.push({ field: 'journals', key: 'journalsRequired' });
  const scopes: TemplateScope[] = ['base', ...offeredTypes(definition)];
  for (const scope of scopes) {
    // A family's type is checked whole (base + its own parts); a journal's parts only as far as they go.
    const parts =
      definition.kind === 'family'
        ? Object.fromEntries(
            (['sections', 'abstract', 'titlePage', 'figureLegends'] as const).map((part) => [
              part,
              effectivePart(definition, scope, part),
            ]),
          )
        : scopeParts(definition, scope);
    const articleType = scope === 'base' ? null : scope;
    for (const problem of checkTemplate(parts, articleType)) {
      // A type that inherits the base's sections inherits its problems too: say them once, where they are.
      const said = problems.some(
        (each) => each.key === problem.key && JSON.stringify(each.values) === JSON.stringify(problem.values),
      );
      if (!said) problems.push({ ...problem, field: scope });
    }
  }
  return problems;
}
