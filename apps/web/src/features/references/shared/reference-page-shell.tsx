import { Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceStepper } from './reference-stepper.tsx';

/** Every Reference Converter page: its heading, the four-step stepper at `step`, then the page. */
export function ReferencePageShell({
  step,
  title,
  testId,
  children,
}: {
  step: 1 | 2 | 3 | 4;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('references');
  useDocumentTitle(t('common:documentTitle', { page: title }));
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }} px={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <ReferenceStepper active={step} />
        {children}
      </Stack>
    </Container>
  );
}
