import { useTranslation } from 'react-i18next';
import { TextCardGrid } from '../../../components/text-card-grid.tsx';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { HomeSection } from './home-section.tsx';

const TRUST_FIELDS = ['title', 'text'] as const;

export function HomeTrust() {
  const { t } = useTranslation('home');
  const items = readRecords(t('trust.items', { returnObjects: true }), TRUST_FIELDS);
  return (
    <HomeSection id="trust" title={t('trust.title')} subtitle={t('trust.subtitle')}>
      <TextCardGrid items={items} columns={2} />
    </HomeSection>
  );
}
