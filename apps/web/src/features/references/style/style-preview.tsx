import type { ReferenceStyle } from '@galley/contracts';
import { Alert, Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormattedReference } from '../results/formatted-reference.tsx';
import type { ListedReference } from '../results/included-references.ts';
import { useCompiledReferences } from '../results/use-compiled-references.ts';
import { styleSetting } from './style-setting.ts';

/** How many references the preview formats: enough to see the style, few enough to answer at once. */
export const PREVIEW_COUNT = 3;

/** The first few checked references in the chosen style, re-formatted whenever the choice changes. */
export function StylePreview({ listed, style }: { listed: ListedReference[]; style: ReferenceStyle | null }) {
  const { t } = useTranslation('reference-results');
  const compiled = useCompiledReferences(listed.slice(0, PREVIEW_COUNT), style ? styleSetting(style) : null);
  return (
    <Stack gap="xs" data-testid="style-preview">
      <Title order={3} fz="md">
        {t('style.preview')}
      </Title>
      {!style && (
        <Text fz="sm" c="dimmed">
          {t('style.previewEmpty')}
        </Text>
      )}
      {style && compiled.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.compileFailed')}
        </Alert>
      )}
      {style && !compiled.data && compiled.isPending && <Skeleton h={96} radius="md" />}
      {style && compiled.data && (
        <Box
          component="ol"
          aria-busy={compiled.isFetching}
          m={0}
          p="sm"
          bg="var(--mantine-color-gray-0)"
          bd="1px solid var(--mantine-color-gray-3)"
          style={{
            listStyle: 'none',
            borderRadius: 'var(--mantine-radius-md)',
            opacity: compiled.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {compiled.data.map((entry) => (
            <Text component="li" key={entry.reference} fz="sm" py={4} style={{ overflowWrap: 'anywhere' }}>
              <FormattedReference html={entry.html} />
            </Text>
          ))}
        </Box>
      )}
    </Stack>
  );
}
