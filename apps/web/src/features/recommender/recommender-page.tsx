import type { RecommendTitlesResponse } from '@galley/contracts';
import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/describe-api-error.ts';
import { subscriptionLimitOf } from '../../lib/api/subscription-limit.ts';
import { SubscriptionLimitModal } from '../billing/limit-modal/subscription-limit-modal.tsx';
import { AbstractForm } from './abstract-form.tsx';
import { ConversionTitleNote } from './conversion-title-note.tsx';
import { EngineNote } from './engine-note.tsx';
import { SimilarTitles } from './similar-titles.tsx';
import { TitleCard } from './title-card.tsx';
import { useRecommendTitles } from './use-recommend-titles.ts';

/** recommender.home: an abstract in, candidate titles as cards and the most similar published titles beside them. */
export function RecommenderPage() {
  const { t } = useTranslation('recommender');
  const recommend = useRecommendTitles();
  const limited = subscriptionLimitOf(recommend.error) !== null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        <AbstractForm pending={recommend.isPending} onSubmit={(request) => recommend.mutate(request)} />
        {recommend.isError && !limited && (
          <Alert color="red" variant="light" role="alert">
            {describeApiError(recommend.error, t)}
          </Alert>
        )}
        {/* Keyed by the answer: a new recommendation starts from the conversion's title as the server read it. */}
        {recommend.data && <Results key={recommend.submittedAt} result={recommend.data} />}
      </Stack>
      <SubscriptionLimitModal error={recommend.error} onClose={() => recommend.reset()} />
    </Container>
  );
}

function Results({ result }: { result: RecommendTitlesResponse }) {
  const { t } = useTranslation('recommender');
  const [currentTitle, setCurrentTitle] = useState(result.conversion?.title ?? null);
  const target = result.conversion
    ? { conversionId: result.conversion.id, currentTitle, onUsed: setCurrentTitle }
    : undefined;
  return (
    <Grid gap="lg" data-testid="recommender-results">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm" component="section" aria-labelledby="candidates-heading">
          <Title order={2} fz="lg" id="candidates-heading">
            {t('results.heading')}
          </Title>
          <EngineNote result={result} />
          {result.conversion && (
            <ConversionTitleNote conversionId={result.conversion.id} title={currentTitle} />
          )}
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {result.candidates.map((candidate, index) => (
              <TitleCard
                key={candidate.title}
                candidate={candidate}
                limits={result.limits}
                index={index}
                target={target}
              />
            ))}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SimilarTitles result={result} />
      </Grid.Col>
    </Grid>
  );
}
