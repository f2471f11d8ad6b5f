import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { readStrings } from '../../../lib/i18n/read-strings.ts';
import { useSiteConfig } from '../../site/use-site-config.ts';
import { formatLastUpdated } from './format-last-updated.ts';
import { LegalDocument } from './legal-document.tsx';
import { readLegalSections } from './read-legal-sections.ts';

interface LegalPageProps {
  /** Which document: its key prefix in the `legal` namespace and the prefix of its section anchors. */
  kind: 'privacy' | 'terms';
}

/** A legal document from the `legal` catalogue: title, last-updated date, numbered sections, contact. */
export function LegalPage({ kind }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const contactEmail = useSiteConfig().data?.contactEmail;
  // Until the site configuration arrives, the text names the address generically rather than leaving a gap.
  const email = contactEmail ?? t('emailFallback');
  return (
    <LegalDocument
      idPrefix={kind}
      title={t(`${kind}.title`)}
      lastUpdated={t('lastUpdated', { date: formatLastUpdated(locale) })}
      intro={readStrings(t(`${kind}.intro`, { returnObjects: true }))}
      sections={readLegalSections(t(`${kind}.sections`, { returnObjects: true, email }))}
      contentsLabel={t('contents')}
      contactTitle={t('contactTitle')}
      contactText={t('contactText')}
      contactEmail={contactEmail}
    />
  );
}
