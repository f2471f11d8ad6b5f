import { Container, Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readRecords } from '../../../lib/i18n/read-records.ts';

const CLAIM_FIELDS = ['value', 'label', 'text'] as const;

export function HomeClaims() {
  const { t } = useTranslation('home');
  const claims = readRecords(t('claims.items', { returnObjects: true }), CLAIM_FIELDS);
  return (
    <Container component="section" size="lg" aria-labelledby="home-claims-title" pb={{ base: 32, md: 56 }}>
      <VisuallyHidden>
        <h2 id="home-claims-title">{t('claims.title')}</h2>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {claims.map((claim) => (
          <Paper key={claim.value} withBorder radius="md" p="xl" ta="center">
            <Text fz={40} fw={800} c="var(--mantine-primary-color-filled)" lh={1.1}>
              {claim.value}
            </Text>
            <Text fw={600} mt={4}>
              {claim.label}
            </Text>
            <Text size="sm" c="dimmed" mt="sm">
              {claim.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
