import type { JournalTemplateFields } from '@galley/contracts';
import { Autocomplete, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../rules/validate-fields.ts';
import { JournalsInput } from './journals-input.tsx';
import { ReferenceTemplateSelect } from './reference-template-select.tsx';

/** The catalogue's categories, offered while typing; any other category (≤ 100 characters) is allowed too. */
const CATEGORIES = [
  'medicine',
  'biology',
  'science',
  'psychology',
  'chemistry',
  'engineering',
  'social_science',
  'general',
];

/** Name, key (new templates only), category, journals (journal templates) and the reference template. */
export function GeneralFields({
  fields,
  keyValue,
  problems,
  onChange,
  onKey,
}: {
  fields: JournalTemplateFields;
  keyValue: string | null;
  problems: readonly FieldProblem[];
  onChange: (fields: JournalTemplateFields) => void;
  onKey: (key: string) => void;
}) {
  const { t } = useTranslation('admin');
  const problem = (field: FieldProblem['field']) => {
    const found = problems.find((each) => each.field === field);
    return found ? t(`validation.${found.key}`, found.values) : undefined;
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('editor.general.name')}
          required
          maxLength={100}
          value={fields.name}
          onChange={(event) => onChange({ ...fields, name: event.currentTarget.value })}
          error={problem('name')}
          errorProps={{ c: 'red.9' }}
          data-testid="template-name"
        />
        {keyValue !== null && (
          <TextInput
            label={t('editor.general.key')}
            description={t('editor.general.keyHint')}
            required
            maxLength={100}
            value={keyValue}
            onChange={(event) => onKey(event.currentTarget.value)}
            error={problem('key')}
            errorProps={{ c: 'red.9' }}
            data-testid="template-key"
          />
        )}
        <Autocomplete
          label={t('editor.general.category')}
          required
          maxLength={100}
          data={CATEGORIES}
          value={fields.category}
          onChange={(category) => onChange({ ...fields, category })}
          error={problem('category')}
          errorProps={{ c: 'red.9' }}
          data-testid="template-category"
        />
        <ReferenceTemplateSelect
          value={fields.reference_template_id}
          onChange={(reference_template_id) => onChange({ ...fields, reference_template_id })}
        />
      </SimpleGrid>
      {fields.definition.kind === 'journal' && (
        <JournalsInput
          value={fields.journal_ids}
          onChange={(journal_ids) => onChange({ ...fields, journal_ids })}
          error={problem('journals')}
        />
      )}
    </Stack>
  );
}
