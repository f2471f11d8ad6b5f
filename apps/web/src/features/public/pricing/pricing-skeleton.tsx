import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards the size of real ones, so the page does not jump when the plans arrive. */
export function PricingSkeleton() {
  const { t } = useTranslation('pricing');
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="pricing-loading"
    >
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="lg" p="xl">
          <Stack gap="md">
            <Skeleton height={24} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={44} width="55%" mt="sm" />
            <Skeleton height={42} radius="md" />
            <Skeleton height={14} mt="md" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="85%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
