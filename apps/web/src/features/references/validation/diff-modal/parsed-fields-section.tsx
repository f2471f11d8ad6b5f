import type { CslItem } from '@galley/contracts';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ParsedField, parsedFields } from './parsed-fields.ts';

/** The label of a parsed field: the diff rows' own where there is one. */
const LABEL_KEYS: Record<ParsedField['key'], string> = {
  type: 'diff.parsedFields.type',
  authors: 'diff.fields.authors',
  editors: 'diff.parsedFields.editors',
  title: 'diff.fields.title',
  container: 'diff.parsedFields.container',
  year: 'diff.fields.year',
  volume: 'diff.fields.volume',
  issue: 'diff.fields.issue',
  page: 'diff.fields.page',
  doi: 'diff.fields.doi',
  pmid: 'diff.fields.pmid',
  publisher: 'diff.parsedFields.publisher',
};

/**
 * The reference as classified (spec §2: input, classified data, PubMed data) when there is no PubMed record
 * to set it beside — a book, a journal PubMed does not index, a reference not found — so the author can still
 * see how it was read (a name read as an editor, a title cut short).
 */
export function ParsedFieldsSection({ item }: { item: CslItem }) {
  const { t } = useTranslation('references');
  const fields = parsedFields(item);
  return (
    <Stack gap="xs" data-testid="diff-parsed">
      <Title order={3} fz="md">
        {t('diff.classified')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('diff.noRecord')}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {fields.map(({ key, value }) => (
            <Box key={key} data-testid="diff-parsed-field" data-field={key}>
              <Text fz="xs" c="dimmed" component="h4" m={0} fw={400}>
                {t(LABEL_KEYS[key])}
              </Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }} c={value === null ? 'dimmed' : undefined}>
                {value === null
                  ? t('diff.none')
                  : key === 'type'
                    ? t(`diff.types.${value}`, { defaultValue: value })
                    : value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
