import type { ReferenceStyle, TemplateItem } from '@galley/contracts';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommonStyleList } from './common-style-list.tsx';
import { JournalSearch } from './journal-search.tsx';
import { MyTemplateList } from './my-template-list.tsx';
import { useStyleName } from './use-style-name.ts';

type Source = ReferenceStyle['kind'] | 'mine';

/** A journal's style (searched in the catalogue) or a common citation style, and which one is chosen now. */
export function StylePicker({
  value,
  onChange,
  fallbackName,
  maxListHeight = 320,
  template,
}: {
  value: ReferenceStyle | null;
  onChange: (style: ReferenceStyle) => void;
  /** Shown as the current style when none is chosen (the result page's default setting). */
  fallbackName?: string;
  maxListHeight?: number;
  /** Also offer the user's saved templates ("my templates"); `value` is the one chosen, if any. */
  template?: { value: TemplateItem | null; onChange: (template: TemplateItem) => void };
}) {
  const { t } = useTranslation('reference-results');
  const [source, setSource] = useState<Source>(template?.value ? 'mine' : (value?.kind ?? 'journal'));
  const name = useStyleName(template?.value ? null : value);
  const current = template?.value?.name ?? name ?? fallbackName;
  return (
    <Stack gap="md">
      <Text fz="sm" aria-live="polite" data-testid="style-current">
        {current ? t('style.selected', { name: current }) : t('style.nothingSelected')}
      </Text>
      <SegmentedControl
        value={source}
        onChange={(next) => setSource(next as Source)}
        data={[
          { value: 'journal', label: t('style.journal') },
          { value: 'preset', label: t('style.common') },
          ...(template ? [{ value: 'mine', label: t('style.mine') }] : []),
        ]}
        aria-label={t('style.sourceLabel')}
        fullWidth
        data-testid="style-source"
      />
      {source === 'mine' && template ? (
        <MyTemplateList value={template.value} onChange={template.onChange} maxHeight={maxListHeight} />
      ) : source === 'journal' ? (
        <JournalSearch value={value} onChange={onChange} maxHeight={maxListHeight} />
      ) : (
        <CommonStyleList value={value} onChange={onChange} maxHeight={maxListHeight} />
      )}
    </Stack>
  );
}
