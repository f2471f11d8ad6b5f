import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { HomeSection } from './home-section.tsx';
import { ProductCard } from './product-card.tsx';

const STEP_FIELDS = ['title', 'text'] as const;

export function HomeProducts() {
  const { t } = useTranslation('home');
  const localePath = useLocalePath();
  return (
    <HomeSection id="products" title={t('products.title')} subtitle={t('products.subtitle')} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProductCard
          name={t('products.manuscript.name')}
          summary={t('products.manuscript.summary')}
          stepsLabel={t('products.stepsLabel')}
          steps={readRecords(t('products.manuscript.steps', { returnObjects: true }), STEP_FIELDS)}
        />
        <ProductCard
          name={t('products.references.name')}
          summary={t('products.references.summary')}
          stepsLabel={t('products.stepsLabel')}
          steps={readRecords(t('products.references.steps', { returnObjects: true }), STEP_FIELDS)}
        />
      </SimpleGrid>
      <Group justify="center">
        <Anchor component={Link} to={localePath('/document')} fw={600}>
          {t('products.guideLink')}
        </Anchor>
      </Group>
    </HomeSection>
  );
}
