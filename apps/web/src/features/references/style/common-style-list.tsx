import type { ReferenceStyle } from '@galley/contracts';
import { Alert, Button, Radio, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommonStyles } from './use-common-styles.ts';

/** The common citation styles as one radio group (arrow keys move between them). */
export function CommonStyleList({
  value,
  onChange,
  maxHeight,
}: {
  value: ReferenceStyle | null;
  onChange: (style: ReferenceStyle) => void;
  maxHeight: number;
}) {
  const { t } = useTranslation('reference-results');
  const styles = useCommonStyles();
  if (styles.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('style.stylesFailed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void styles.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (!styles.data) return <Skeleton h={160} radius="md" />;
  return (
    <Radio.Group
      label={t('style.stylesLabel')}
      value={value?.kind === 'preset' ? value.id : null}
      onChange={(id) => onChange({ kind: 'preset', id })}
      data-testid="common-style-list"
    >
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars mt="xs">
        <Stack gap="xs" py={2} px={2}>
          {styles.data.styles.map((style) => (
            <Radio
              key={style.id}
              value={style.id}
              label={style.name}
              data-testid={`common-style-${style.id}`}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}
