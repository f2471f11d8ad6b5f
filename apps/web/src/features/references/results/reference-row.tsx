import type { ReferenceOrderItem } from '@galley/contracts';
import { Badge, Box, Checkbox, Group, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormattedReference } from './formatted-reference.tsx';
import { referenceFlag } from './included-references.ts';
import type { CompiledEntry } from './use-compiled-references.ts';

/**
 * One checked reference of the result list: its include box, the formatted text (or the entered text:
 * struck through when left out, as is when formatting failed) and a visible flag when PubMed did not find it or only partly matched.
 */
export function ReferenceRow({
  reference,
  included,
  compiled,
  unformatted,
  onToggle,
}: {
  reference: ReferenceOrderItem;
  included: boolean;
  compiled: CompiledEntry | undefined;
  /** Formatting failed: the entered text stands in, so the list never stays a row of placeholders. */
  unformatted: boolean;
  onToggle: (index: number, included: boolean) => void;
}) {
  const { t } = useTranslation('reference-results');
  const flag = referenceFlag(reference.status);
  const textId = `reference-text-${reference.index}`;
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid={`result-reference-${reference.index}`}
      data-included={included}
      data-flag={flag ?? undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          checked={included}
          onChange={(event) => onToggle(reference.index, event.currentTarget.checked)}
          aria-label={t('result.include', { number: reference.index })}
          aria-describedby={textId}
          mt={3}
          data-testid={`result-include-${reference.index}`}
        />
        <Box flex={1} miw={0}>
          <Text
            id={textId}
            fz="sm"
            lh={1.6}
            c={included ? undefined : 'dimmed'}
            td={included ? undefined : 'line-through'}
            style={{ overflowWrap: 'anywhere' }}
          >
            {included && compiled && <FormattedReference html={compiled.html} />}
            {included && !compiled && !unformatted && (
              <Skeleton component="span" display="block" h={18} radius="sm" />
            )}
            {(!included || (!compiled && unformatted)) && reference.source}
          </Text>
          {(flag || !included) && (
            <Group gap={6} mt={6}>
              {flag && (
                <Badge
                  color={flag === 'not_found' ? 'red' : 'orange'}
                  variant="light"
                  leftSection={<IconAlertTriangle size={12} aria-hidden />}
                  style={{ textTransform: 'none', height: 'auto', whiteSpace: 'normal' }}
                  data-testid={`result-flag-${reference.index}`}
                >
                  {t(`result.flags.${flag}`)}
                </Badge>
              )}
              {!included && (
                <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
                  {t('result.excluded')}
                </Badge>
              )}
            </Group>
          )}
        </Box>
      </Group>
    </Box>
  );
}
