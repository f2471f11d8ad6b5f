import type { ReferenceStyle } from '@galley/contracts';
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { defaultIncluded, listedReferences } from '../results/included-references.ts';
import { inputOrder } from '../results/list-order.ts';
import { useReferenceOrder } from '../results/use-reference-order.ts';
import { orderPath } from '../shared/order-id-param.ts';
import { referenceErrorMessage } from '../shared/reference-error-message.ts';
import { StylePicker } from './style-picker.tsx';
import { StylePreview } from './style-preview.tsx';
import { useSaveStyle } from './use-save-style.ts';

/**
 * Step 3 (spec §2): choose a journal or a common citation style for the checked references, with a live
 * preview, or go to the template editor; saving moves the order to step 4 and opens the result page.
 */
export function ChooseStylePanel({
  orderId,
  onChosen,
}: {
  orderId: string;
  onChosen?: (style: ReferenceStyle) => void;
}) {
  const { t, ready } = useTranslation('reference-results');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const order = useReferenceOrder(orderId);
  const [style, setStyle] = useState<ReferenceStyle | null>(null);
  const save = useSaveStyle(orderId);
  const chosen = style ?? order.data?.style ?? null;

  if (!ready || order.isPending) return <Skeleton h={320} radius="lg" data-testid="choose-style-loading" />;
  if (order.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="choose-style-error">
        {referenceErrorMessage(order.error, t)}
      </Alert>
    );
  }
  const references = order.data.references;
  const listed = listedReferences(references, inputOrder(references), new Set(defaultIncluded(references)));

  const submit = () => {
    if (!chosen) return;
    save.mutate(chosen, {
      onSuccess: () => {
        onChosen?.(chosen);
        navigate(lp(orderPath('result', orderId)));
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="choose-style-panel">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            {t('style.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('style.description')}
          </Text>
        </Stack>
        {listed.length === 0 ? (
          <Alert color="yellow" variant="light" role="alert" data-testid="choose-style-no-validated">
            {t('errors.noValidated')}
          </Alert>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <StylePicker value={chosen} onChange={setStyle} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <StylePreview listed={listed} style={chosen} />
            </Grid.Col>
          </Grid>
        )}
        <FormAlert
          message={save.isError ? referenceErrorMessage(save.error, t) : null}
          testId="choose-style-save-error"
        />
        <Group justify="space-between" gap="sm">
          <Button
            component={Link}
            to={lp('/reference/bibliography/edit')}
            variant="default"
            leftSection={<IconTemplate size={18} aria-hidden />}
            data-testid="choose-style-editor"
          >
            {t('style.customize')}
          </Button>
          <Button
            onClick={submit}
            disabled={!chosen || listed.length === 0}
            loading={save.isPending}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            data-testid="choose-style-continue"
          >
            {t('style.continue')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
