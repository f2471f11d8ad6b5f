import type { JournalTemplateKind } from '@galley/contracts';
import { newFamilyFields, newJournalFields } from '../state/new-template-fields.ts';
import { EditorLoading } from './editor-loading.tsx';
import { TemplateForm } from './template-form.tsx';
import { useFamilyLayout } from './use-family-layout.ts';

/** A new template: a journal one starts empty, a family from the generic family as the server has it now. */
export function NewTemplate({ kind }: { kind: JournalTemplateKind }) {
  const generic = useFamilyLayout(undefined, kind === 'family');
  if (kind === 'journal') return <TemplateForm kind={kind} initial={newJournalFields()} />;
  if (generic.data) return <TemplateForm kind={kind} initial={newFamilyFields(generic.data.family)} />;
  return <EditorLoading query={generic} />;
}
