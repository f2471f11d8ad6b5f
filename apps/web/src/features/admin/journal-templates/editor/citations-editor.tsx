import { InTextCitationStyle } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references/format';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How citations look in the text, and the reference-formatter preset the list uses when no template is set. */
export function CitationsEditor({
  style,
  preset,
  onStyle,
  onPreset,
}: {
  style: InTextCitationStyle;
  preset: string;
  onStyle: (style: InTextCitationStyle) => void;
  onPreset: (preset: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('editor.citations.style')}
        data={InTextCitationStyle.options.map((each) => ({
          value: each,
          label: t(`editor.citations.styles.${each}`),
        }))}
        value={style}
        onChange={(next) => next && onStyle(next as InTextCitationStyle)}
        allowDeselect={false}
        data-testid="citation-style"
      />
      <Select
        label={t('editor.citations.preset')}
        description={t('editor.citations.presetHint')}
        data={CITATION_PRESETS.map((each) => ({ value: each.id, label: each.template.name }))}
        value={preset}
        onChange={(next) => next && onPreset(next)}
        allowDeselect={false}
        searchable
        data-testid="reference-preset"
      />
    </SimpleGrid>
  );
}
