import type { RecommendTitlesResponse } from '@galley/contracts';
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The most similar published titles, each linked to its PubMed record, or why there are none. */
export function SimilarTitles({ result }: { result: RecommendTitlesResponse }) {
  const { t } = useTranslation('recommender');
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="similar-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="similar-heading">
          {t('similar.heading')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('similar.hint')}
        </Text>
        {!result.similar_available && (
          <Text fz="sm" role="status" data-testid="similar-unavailable">
            {t('similar.unavailable')}
          </Text>
        )}
        {result.similar_available && result.similar.length === 0 && <Text fz="sm">{t('similar.none')}</Text>}
        {result.similar.length > 0 && (
          <List spacing="xs" fz="sm" data-testid="similar-titles">
            {result.similar.map((paper) => (
              <List.Item key={paper.pmid}>
                <Anchor
                  href={`https://pubmed.ncbi.nlm.nih.gov/${paper.pmid}/`}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {paper.title}
                </Anchor>{' '}
                <Text span fz="xs" c="dimmed">
                  {t('similar.pmid', { pmid: paper.pmid })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
