import type { ReferenceWarning } from '@galley/contracts';
import { REFERENCE_LIMITS } from '@galley/references/split';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ValidateLocationState } from '../input/use-go-to-validation.ts';

/** What the reader said about the list step 1 sent (truncation, 'Duplicated No.'), once, above the table. */
export function InputWarnings() {
  const { t } = useTranslation('references');
  const warnings = (useLocation().state as ValidateLocationState | null)?.warnings ?? [];
  const shown = warnings.filter(
    (warning) => warning.code === 'too_many_references' || warning.code === 'duplicated_number',
  );
  if (shown.length === 0) return null;
  const describe = (warning: ReferenceWarning) => {
    if (warning.code === 'duplicated_number') return t('warnings.duplicated', { line: warning.line ?? '?' });
    const [found] = /\d+(?= were)/.exec(warning.message) ?? [];
    return found
      ? t('input.text.truncated', { max: REFERENCE_LIMITS.maxTextReferences, count: Number(found) })
      : warning.message;
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('warnings.title')}
      data-testid="input-warnings"
    >
      <List size="sm" spacing={2}>
        {shown.map((warning, position) => (
          <List.Item key={`${warning.code}-${warning.line ?? position}-${warning.item ?? ''}`}>
            {describe(warning)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
