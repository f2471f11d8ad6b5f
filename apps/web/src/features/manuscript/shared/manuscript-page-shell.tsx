import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { DASHBOARD_PATH } from './conversion-paths.ts';
import { ConversionStepper } from './conversion-stepper.tsx';
import type { ConversionStepKey } from './conversion-steps.ts';

/**
 * Every board page of a conversion: a way back to My Conversions, its heading, the stepper at `step`, then
 * the page. `size` widens the container for the confirm board's manuscript.
 */
export function ManuscriptPageShell({
  step,
  title,
  testId,
  size = 'lg',
  children,
}: {
  step: ConversionStepKey;
  title: string;
  testId: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation('manuscript');
  const lp = useLocalePath();
  useDocumentTitle(t('common:documentTitle', { page: title }));
  return (
    <Container size={size} py={{ base: 20, sm: 36 }} px={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap="lg">
        <Group>
          <Anchor component={Link} to={lp(DASHBOARD_PATH)} fz="sm" fw={600} c="ink.7">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('shell.backToDashboard')}
            </Group>
          </Anchor>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <ConversionStepper active={step} />
        {children}
      </Stack>
    </Container>
  );
}
