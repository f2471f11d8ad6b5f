import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useSiteConfig } from '../../site/use-site-config.ts';
import { readStrings } from '../home/read-strings.ts';
import { formatLastUpdated } from './format-last-updated.ts';
import { LegalDocument } from './legal-document.tsx';
import { readLegalSections } from './read-legal-sections.ts';

export function TermsPage() {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const contactEmail = useSiteConfig().data?.contactEmail;
  // Until the site configuration arrives, the text names the address generically rather than leaving a gap.
  const email = contactEmail ?? t('emailFallback');
  return (
    <LegalDocument
      idPrefix="terms"
      title={t('terms.title')}
      lastUpdated={t('lastUpdated', { date: formatLastUpdated(locale) })}
      intro={readStrings(t('terms.intro', { returnObjects: true }))}
      sections={readLegalSections(t('terms.sections', { returnObjects: true, email }))}
      contentsLabel={t('contents')}
      contactTitle={t('contactTitle')}
      contactText={t('contactText')}
      contactEmail={contactEmail}
    />
  );
}
