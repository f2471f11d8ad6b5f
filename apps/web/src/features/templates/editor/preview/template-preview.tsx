import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { Box, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPreview } from './format-preview.ts';
import { SAMPLE_REFERENCES } from './sample-references.ts';

/**
 * The output preview (spec §2): the list as the template formats it, re-formatted on every change in the
 * browser — no round trip — on the author's current references when there are some, else on samples.
 */
export function TemplatePreview({
  template,
  references,
}: {
  template: ReferenceTemplate;
  references?: CslItem[];
}) {
  const { t } = useTranslation('templates');
  const hasOwn = Boolean(references && references.length > 0);
  const [source, setSource] = useState<'own' | 'sample'>(hasOwn ? 'own' : 'sample');
  const items = source === 'own' && references && hasOwn ? references : SAMPLE_REFERENCES;
  // Typing stays responsive: React formats the deferred template when it has time.
  const deferred = useDeferredValue(template);
  const formatted = useMemo(() => formatPreview(items, deferred), [items, deferred]);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="template-preview-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="template-preview-title">
          {t('preview.title')}
        </Title>
        {hasOwn && (
          <SegmentedControl
            value={source}
            onChange={(value) => setSource(value === 'own' ? 'own' : 'sample')}
            data={[
              { value: 'own', label: t('preview.own') },
              { value: 'sample', label: t('preview.sample') },
            ]}
          />
        )}
        {formatted.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('preview.empty')}
          </Text>
        ) : (
          <Box component="ol" m={0} p={0} data-testid="template-preview" style={{ listStyle: 'none' }}>
            {formatted.map((reference, index) => (
              <Box
                component="li"
                key={items[index]?.id ?? index}
                fz="sm"
                py={6}
                style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              >
                {reference.runs.map((run, position) => {
                  let node: ReactNode = run.text;
                  if (run.italic) node = <i>{node}</i>;
                  if (run.bold) node = <b>{node}</b>;
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs never move within one reference.
                  return <Fragment key={position}>{node}</Fragment>;
                })}
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
