import { PRECAUTION_MESSAGES, type Precaution } from '@galley/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A reference's precautions, worded by code in the user's language, with what was cited and what PubMed says. */
/** The precaution code whose English text the server sent as a reason, so it can be translated. */
function reasonCode(reason: string): string | undefined {
  return Object.entries(PRECAUTION_MESSAGES).find(([, message]) => message === reason)?.[0];
}

export function PrecautionList({
  precautions,
  reason,
}: {
  precautions: readonly Precaution[];
  reason?: string | null;
}) {
  const { t } = useTranslation('references');
  const shown = precautions;
  if (shown.length === 0 && !reason) return null;
  return (
    <List size="sm" spacing={2} m={0} styles={{ itemWrapper: { minWidth: 0 } }}>
      {shown.map((precaution) => (
        <List.Item key={`${precaution.code}-${precaution.field ?? ''}-${precaution.cited ?? ''}`}>
          <Text fz="sm" component="span">
            {t(`precautions.${precaution.code}`)}
          </Text>
          {(precaution.cited || precaution.correct) && (
            <Text fz="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {precaution.cited && precaution.correct
                ? t('precautions.citedCorrect', { cited: precaution.cited, correct: precaution.correct })
                : precaution.correct
                  ? t('precautions.correctOnly', { correct: precaution.correct })
                  : t('precautions.citedOnly', { cited: precaution.cited })}
            </Text>
          )}
        </List.Item>
      ))}
      {shown.length === 0 && reason && (
        <List.Item>
          <Text fz="sm" component="span">
            {reasonCode(reason) ? t(`precautions.${reasonCode(reason)}`) : reason}
          </Text>
        </List.Item>
      )}
    </List>
  );
}
