import { ARTICLE_TYPES, type ArticleType, type JournalTemplateDefinition } from '@galley/contracts';
import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offeredTypes, setOffered, type TemplateScope } from '../state/template-scope.ts';

/** Which article types the template offers, and which scope (all types, or one type) is being edited. */
export function ScopePicker({
  definition,
  scope,
  onScope,
  onChange,
}: {
  definition: JournalTemplateDefinition;
  scope: TemplateScope;
  onScope: (scope: TemplateScope) => void;
  onChange: (definition: JournalTemplateDefinition) => void;
}) {
  const { t } = useTranslation('admin');
  const offered = offeredTypes(definition);
  const typeName = (type: ArticleType) => t(`articleTypes.${type}`);
  return (
    <Stack gap="sm">
      <Checkbox.Group label={t('editor.scope.articleTypes')} value={offered}>
        <Group gap="md" mt={6}>
          {ARTICLE_TYPES.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={typeName(type)}
              onChange={(event) => {
                const next = setOffered(definition, type, event.currentTarget.checked);
                onChange(next);
                if (!offeredTypes(next).includes(type) && scope === type) onScope('base');
              }}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label={t('editor.scope.label')}
        description={t(definition.kind === 'family' ? 'editor.scope.familyHint' : 'editor.scope.journalHint')}
        data={[
          {
            value: 'base',
            label: t(definition.kind === 'family' ? 'editor.scope.base' : 'editor.scope.all'),
          },
          ...offered.map((type) => ({ value: type, label: typeName(type) })),
        ]}
        value={scope}
        onChange={(next) => next && onScope(next as TemplateScope)}
        allowDeselect={false}
        maw={360}
        data-testid="scope-select"
      />
    </Stack>
  );
}
