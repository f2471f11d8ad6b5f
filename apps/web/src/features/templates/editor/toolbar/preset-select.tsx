import { CITATION_PRESETS } from '@galley/references/format';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from '../state/editor-action.ts';

/** "Common citation styles" (spec §2): start from one of the 17 presets; the typed name is kept. */
export function PresetSelect({ dispatch }: { dispatch: (action: EditorAction) => void }) {
  const { t } = useTranslation('templates');
  return (
    <NativeSelect
      label={t('toolbar.preset')}
      value=""
      data-testid="preset-select"
      data={[
        { value: '', label: t('toolbar.presetPlaceholder') },
        ...CITATION_PRESETS.map((preset) => ({ value: preset.id, label: preset.template.name })),
      ]}
      onChange={(event) => {
        const preset = CITATION_PRESETS.find((candidate) => candidate.id === event.currentTarget.value);
        if (preset) dispatch({ type: 'load', template: preset.template, keepName: true });
      }}
    />
  );
}
