import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's problem that belongs to no single field, announced to screen readers as it appears. */
export function FormAlert({ message, testId = 'form-alert' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
