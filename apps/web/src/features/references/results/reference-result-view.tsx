import type { ReferenceOrderResponse, ReferenceStyle, TemplateItem } from '@galley/contracts';
import { Alert, Box, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StylePicker } from '../style/style-picker.tsx';
import { styleSetting } from '../style/style-setting.ts';
import { defaultIncluded, isChecked, listedReferences } from './included-references.ts';
import { inputOrder } from './list-order.ts';
import { ReferenceRow } from './reference-row.tsx';
import { ResultToolbar } from './result-toolbar.tsx';
import { useCompiledReferences } from './use-compiled-references.ts';
import { useDefaultSetting } from './use-default-setting.ts';

/**
 * Step 4 once the order is known: the checked references formatted in the chosen style (the default
 * setting when none was chosen), re-formatted as the format chooser changes; include or leave out each,
 * sort, restore, copy, export, reset.
 */
export function ReferenceResultView({ order }: { order: ReferenceOrderResponse }) {
  const { t } = useTranslation('reference-results');
  const checked = useMemo(() => order.references.filter(isChecked), [order.references]);
  const [style, setStyle] = useState<ReferenceStyle | null>(order.style);
  // A saved template of the user's, sent whole as compile's setting (the order keeps its own style).
  const [template, setTemplate] = useState<TemplateItem | null>(null);
  const [sequence, setSequence] = useState<number[]>(() => inputOrder(checked));
  const [included, setIncluded] = useState<Set<number>>(() => new Set(defaultIncluded(checked)));
  const defaults = useDefaultSetting(style === null && template === null);
  const setting = template?.setting ?? (style ? styleSetting(style) : (defaults.data?.setting ?? null));
  const listed = useMemo(
    () => listedReferences(order.references, sequence, included),
    [order.references, sequence, included],
  );
  const compiled = useCompiledReferences(listed, setting);
  const byIndex = new Map((compiled.data ?? []).map((entry) => [entry.reference, entry]));
  const entries = listed.flatMap(({ index }) => byIndex.get(index) ?? []);
  const ready = !compiled.isPlaceholderData && entries.length === listed.length;
  const byReference = new Map(checked.map((reference) => [reference.index, reference]));
  const pending = order.references.length - checked.length;
  const unformatted = compiled.isError || (style === null && template === null && defaults.isError);

  const toggle = (index: number, on: boolean) =>
    setIncluded((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="baseline" gap="xs">
              <Title order={2} fz="lg">
                {t('result.listTitle')}
              </Title>
              <Text fz="sm" c="dimmed" data-testid="result-count">
                {t('result.count', { included: listed.length, total: checked.length })}
              </Text>
            </Group>
            <ResultToolbar
              orderId={order.reference_order}
              entries={ready ? entries : []}
              listed={listed}
              setting={setting}
              onSort={(sorted) => setSequence(sorted)}
              checked={checked}
            />
            {style === null && template === null && defaults.isError && (
              <Alert color="red" variant="light" role="alert">
                {t('errors.defaultSettingFailed')}
              </Alert>
            )}
            {compiled.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="result-compile-error">
                {t('errors.compileFailed')}
              </Alert>
            )}
            {pending > 0 && (
              <Text fz="sm" c="dimmed">
                {t('result.pending', { count: pending })}
              </Text>
            )}
            <Box
              component="ol"
              aria-label={t('result.listTitle')}
              aria-busy={compiled.isFetching}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              data-testid="result-list"
            >
              {sequence.map((index) => {
                const reference = byReference.get(index);
                if (!reference) return null;
                return (
                  <ReferenceRow
                    key={index}
                    reference={reference}
                    included={included.has(index)}
                    compiled={compiled.isError ? undefined : byIndex.get(index)}
                    unformatted={unformatted}
                    onToggle={toggle}
                  />
                );
              })}
            </Box>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="result-format">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('result.format')}
            </Title>
            <StylePicker
              value={template ? null : style}
              onChange={(next) => {
                setTemplate(null);
                setStyle(next);
              }}
              template={{ value: template, onChange: setTemplate }}
              fallbackName={t('result.defaultStyle')}
              maxListHeight={260}
            />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
