import { Code, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PmidLink } from '../pmid-link.tsx';
import type { VerdictExplanation } from './explain-verdict.ts';

/** What the check did: the PubMed searches run, the closest record and how well it agreed. */
export function EvidenceSection({ explanation }: { explanation: VerdictExplanation }) {
  const { t } = useTranslation('references');
  const { searches, closestPmid, scorePercent, candidates, alternatives } = explanation;
  if (searches.length === 0 && closestPmid === null && scorePercent === null && alternatives.length === 0)
    return null;
  return (
    <Stack gap="xs" data-testid="diff-evidence">
      <Title order={3} fz="md">
        {t('diff.evidence.title')}
      </Title>
      {searches.length > 0 && (
        <div>
          <Text fz="sm" fw={600}>
            {t('diff.evidence.searched')}
          </Text>
          <List size="sm" spacing={2}>
            {searches.map((search) => (
              <List.Item key={search}>
                <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{search}</Code>
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {candidates === 0 && <Text fz="sm">{t('diff.evidence.noCandidates')}</Text>}
      {candidates !== null && candidates > 0 && (
        <Text fz="sm">{t('diff.evidence.candidates', { count: candidates })}</Text>
      )}
      {closestPmid !== null && (
        <Text fz="sm">
          {t('diff.evidence.closest')} <PmidLink pmid={closestPmid} />
        </Text>
      )}
      {scorePercent !== null && candidates !== 0 && (
        <Text fz="sm">{t('diff.evidence.score', { percent: scorePercent })}</Text>
      )}
      {alternatives.length > 0 && (
        <Text fz="sm">
          {t('diff.evidence.alternatives')}{' '}
          {alternatives.map((pmid, position) => (
            <span key={pmid}>
              {position > 0 && ', '}
              <PmidLink pmid={pmid} />
            </span>
          ))}
        </Text>
      )}
    </Stack>
  );
}
