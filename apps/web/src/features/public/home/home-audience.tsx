import { useTranslation } from 'react-i18next';
import { TextCardGrid } from '../../../components/text-card-grid.tsx';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { HomeSection } from './home-section.tsx';

const AUDIENCE_FIELDS = ['title', 'text'] as const;

export function HomeAudience() {
  const { t } = useTranslation('home');
  const audiences = readRecords(t('audience.items', { returnObjects: true }), AUDIENCE_FIELDS);
  return (
    <HomeSection id="audience" title={t('audience.title')} tinted>
      <TextCardGrid items={audiences} columns={3} />
    </HomeSection>
  );
}
