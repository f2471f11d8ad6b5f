import type { TemplateElement } from '@galley/contracts';
import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from '../state/editor-action.ts';
import { elementFields } from '../state/element-fields.ts';
import type { FieldSpec } from '../state/field-spec.ts';
import type { NumberError } from '../state/parse-number.ts';
import { SettingField } from './setting-field.tsx';

interface ElementSettingsPanelProps {
  element: TemplateElement | undefined;
  numberInputs: Record<string, string>;
  numberErrors: Record<string, NumberError>;
  dispatch: (action: EditorAction) => void;
}

/** The setting panel of the selected element (spec §2: one per element): its own options, then the common ones. */
export function ElementSettingsPanel({
  element,
  numberInputs,
  numberErrors,
  dispatch,
}: ElementSettingsPanelProps) {
  const { t } = useTranslation('templates');
  if (!element) {
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="element-settings-title">
        <Stack gap="sm">
          <Title order={2} fz="md" id="element-settings-title">
            {t('settings.emptyTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('settings.empty')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const kind = element.element;
  const { own, common } = elementFields(kind);
  const field = (spec: FieldSpec) => {
    const key = `${kind}.${spec.path}`;
    const raw = numberInputs[key];
    const error = numberErrors[key];
    return (
      <SettingField
        key={spec.path}
        element={element}
        field={spec}
        refused={raw !== undefined && error ? { raw, error } : undefined}
        dispatch={dispatch}
      />
    );
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="element-settings-title"
      data-testid="element-settings"
    >
      <Stack gap="sm">
        <Title order={2} fz="md" id="element-settings-title">
          {t('settings.title', { element: t(`elements.${kind}`) })}
        </Title>
        {own.length > 0 && <SimpleGrid cols={{ base: 1, xs: 2 }}>{own.map(field)}</SimpleGrid>}
        {own.length > 0 && <Divider label={t('settings.common')} labelPosition="left" />}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>{common.map(field)}</SimpleGrid>
      </Stack>
    </Paper>
  );
}
