import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A full-width band of the home page with a centred heading. */
export function HomeSection({ id, title, subtitle, tinted = false, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 48, md: 80 }}
      bg={tinted ? 'var(--mantine-color-gray-light)' : undefined}
    >
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center">
            <Title id={headingId} order={2}>
              {title}
            </Title>
            {subtitle !== undefined && (
              <Text c="dimmed" size="lg" maw={640}>
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
