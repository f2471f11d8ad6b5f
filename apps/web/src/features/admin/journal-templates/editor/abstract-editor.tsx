import type { AbstractSpec } from '@galley/contracts';
import { ActionIcon, Button, Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toLimit } from '../rules/to-limit.ts';

const ABSTRACT_STEPS = [
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
];

/** The abstract's structure: structured (headings, each fed by tagged abstract parts), running text, or none. */
export function AbstractEditor({
  value,
  onChange,
}: {
  value: AbstractSpec;
  onChange: (value: AbstractSpec) => void;
}) {
  const { t } = useTranslation('admin');
  const wordLimit = value.structure === 'none' ? null : value.wordLimit;
  const setStructure = (structure: string | null) => {
    if (structure === 'none') onChange({ structure: 'none' });
    else if (structure === 'unstructured') onChange({ structure: 'unstructured', wordLimit });
    else if (structure === 'structured')
      onChange({
        structure: 'structured',
        wordLimit,
        headings: ABSTRACT_STEPS.map((step) => ({ heading: t(`steps.${step}`), from: [step as never] })),
      });
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('editor.abstract.structure')}
          data={(['structured', 'unstructured', 'none'] as const).map((each) => ({
            value: each,
            label: t(`editor.abstract.structures.${each}`),
          }))}
          value={value.structure}
          onChange={setStructure}
          allowDeselect={false}
          w={220}
        />
        {value.structure !== 'none' && (
          <NumberInput
            label={t('editor.abstract.wordLimit')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={value.wordLimit ?? ''}
            onChange={(limit) => onChange({ ...value, wordLimit: toLimit(limit, 1) })}
            w={160}
          />
        )}
      </Group>
      {value.structure === 'structured' && (
        <Stack gap="xs">
          {value.headings.map((heading, index) => (
            // Headings have no id and may be renamed to equal text; the list only changes by these buttons.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here.
            <Group key={index} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('editor.abstract.heading', { number: index + 1 })}
                value={heading.heading}
                onChange={(event) => {
                  const headings = value.headings.map((each, at) =>
                    at === index ? { ...each, heading: event.currentTarget.value } : each,
                  );
                  onChange({ ...value, headings });
                }}
                style={{ flex: '1 1 10rem' }}
              />
              <MultiSelect
                label={t('editor.abstract.from')}
                data={ABSTRACT_STEPS.map((step) => ({ value: step, label: t(`steps.${step}`) }))}
                value={heading.from}
                onChange={(from) => {
                  const headings = value.headings.map((each, at) =>
                    at === index ? { ...each, from: from as typeof each.from } : each,
                  );
                  onChange({ ...value, headings });
                }}
                style={{ flex: '2 1 14rem' }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('editor.abstract.remove', { number: index + 1 })}
                onClick={() =>
                  onChange({ ...value, headings: value.headings.filter((_, at) => at !== index) })
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ ...value, headings: [...value.headings, { heading: '', from: [] }] })}
          >
            {t('editor.abstract.add')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
