import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card with an icon, a heading and a sentence: the verify and result pages' shape. */
export function StatusPanel({
  icon,
  color = 'ink',
  title,
  children,
  actions,
  testId,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Container size="sm" py={{ base: 48, sm: 88 }} data-testid={testId}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {children && (
            <Text c="dimmed" component="div">
              {children}
            </Text>
          )}
          {actions}
        </Stack>
      </Paper>
    </Container>
  );
}
