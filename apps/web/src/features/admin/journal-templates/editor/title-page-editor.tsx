import { type TitlePage, TitlePageItem } from '@galley/contracts';
import { Checkbox, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the title page shows, declarations included: a declaration ticked here is printed on the title page
 * and must then not sit in a section too (the check says so).
 */
export function TitlePageEditor({
  value,
  onChange,
}: {
  value: TitlePage;
  onChange: (value: TitlePage) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <Switch
        label={t('editor.titlePage.separate')}
        checked={value.separatePage}
        onChange={(event) => onChange({ ...value, separatePage: event.currentTarget.checked })}
      />
      <Checkbox.Group
        label={t('editor.titlePage.items')}
        value={value.items}
        onChange={(items) => {
          // Keep the vocabulary's order whatever order the boxes were ticked in; at least the title stays.
          const ordered = TitlePageItem.options.filter((item) => items.includes(item));
          if (ordered.length > 0) onChange({ ...value, items: ordered });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
          {TitlePageItem.options.map((item) => (
            <Checkbox
              key={item}
              value={item}
              label={item === 'word_counts' ? t('editor.titlePage.wordCounts') : t(`steps.${item}`)}
              data-testid={`title-item-${item}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
