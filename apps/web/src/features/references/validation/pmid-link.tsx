import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A PMID linked to its PubMed page, opening in a new tab (said to screen readers). */
export function PmidLink({ pmid }: { pmid: string }) {
  const { t } = useTranslation('references');
  return (
    <Anchor
      href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('table.pmidLink', { pmid })}
      fz="sm"
      data-testid="pmid-link"
    >
      {pmid}
    </Anchor>
  );
}
