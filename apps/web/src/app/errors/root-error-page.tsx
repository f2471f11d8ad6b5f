import { Box, Container } from '@mantine/core';
import { BrandMark } from '../layout/brand-mark.tsx';
import { RoutingErrorPage } from './routing-error-page.tsx';

/** The routing error without the site layout, for when the layout itself is what failed. */
export function RootErrorPage() {
  return (
    <Box mih="100vh">
      <Container size="xl" py="md">
        <BrandMark size={32} />
      </Container>
      <RoutingErrorPage />
    </Box>
  );
}
