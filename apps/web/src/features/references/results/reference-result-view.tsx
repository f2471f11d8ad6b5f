import type { ReferenceOrderResponse, ReferenceStyle } from '@galley/contracts';
import { Alert, Box, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceErrorMessage } from '../shared/reference-error-message.ts';
import { StylePicker } from '../style/style-picker.tsx';
import { styleSetting } from '../style/style-setting.ts';
import { useMyTemplates } from '../style/use-my-templates.ts';
import { isChecked, listedReferences } from './included-references.ts';
import { alphabeticalOrder, inputOrder } from './list-order.ts';
import { ReferenceRow } from './reference-row.tsx';
import { excludedIndexes, includedIndexes } from './result-choices.ts';
import { ResultToolbar } from './result-toolbar.tsx';
import { useCompiledReferences } from './use-compiled-references.ts';
import { useDefaultSetting } from './use-default-setting.ts';
import { useKeepStyle } from './use-keep-style.ts';
import { useResultChoices } from './use-result-choices.ts';

/**
 * Step 4 once the order is known: the checked references formatted in the chosen style (the default
 * setting when none was chosen), re-formatted as the format chooser changes; include or leave out each,
 * sort, restore, copy, export, reset. The style is stored with the order on the server; what it does not
 * keep (left out, order, the author's own template) is kept for this tab per order, so a reload shows the
 * same list.
 */
export function ReferenceResultView({ order }: { order: ReferenceOrderResponse }) {
  const { t } = useTranslation('reference-results');
  const checked = useMemo(() => order.references.filter(isChecked), [order.references]);
  const checkedIndexes = useMemo(() => checked.map(({ index }) => index), [checked]);
  const [style, setStyle] = useState<ReferenceStyle | null>(order.style);
  const keepStyle = useKeepStyle(order.reference_order);
  const [choices, setChoices] = useResultChoices(order.reference_order);
  // A saved template of the user's, sent whole as compile's setting (the order keeps its own style); kept
  // by id and found again in the user's templates after a reload (a deleted one falls back to the style).
  const mine = useMyTemplates(choices.template !== null);
  const template =
    (choices.template &&
      mine.data?.find(({ template }) => template.template_id === choices.template)?.template) ||
    null;
  const templateLoading = choices.template !== null && mine.isPending;
  const sequence = useMemo(
    () => (choices.sort === 'alphabetical' ? alphabeticalOrder(checked) : inputOrder(checked)),
    [checked, choices.sort],
  );
  const included = useMemo(
    () => includedIndexes(checkedIndexes, choices.excluded),
    [checkedIndexes, choices.excluded],
  );
  const defaults = useDefaultSetting(style === null && template === null && !templateLoading);
  const setting = templateLoading
    ? null
    : (template?.setting ?? (style ? styleSetting(style) : (defaults.data?.setting ?? null)));
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

  const toggle = (index: number, on: boolean) => {
    const next = new Set(included);
    if (on) next.add(index);
    else next.delete(index);
    setChoices({ ...choices, excluded: excludedIndexes(checkedIndexes, next) });
  };

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
              onSort={(sort) => setChoices({ ...choices, sort })}
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
            {templateLoading ? (
              <Skeleton h={160} radius="md" />
            ) : (
              <StylePicker
                value={template ? null : style}
                onChange={(next) => {
                  setChoices({ ...choices, template: null });
                  setStyle(next);
                  keepStyle.mutate(next);
                }}
                template={{
                  value: template,
                  onChange: (next) => setChoices({ ...choices, template: next.template_id }),
                }}
                fallbackName={t('result.defaultStyle')}
                maxListHeight={260}
              />
            )}
            {keepStyle.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="result-style-save-error">
                {referenceErrorMessage(keepStyle.error, t)}
              </Alert>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
