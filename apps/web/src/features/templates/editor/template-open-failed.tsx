import { Alert, Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Why `?template=<id>` did not open: no template of the user's has the id (gone: start a new one), or the server
 * could not be asked (a dropped connection: try again, nothing is lost).
 */
export function TemplateOpenFailed({ gone, onRetry }: { gone: boolean; onRetry: () => void }) {
  const { t } = useTranslation('templates');
  return (
    <Alert color="red" variant="light" role="alert" data-testid="template-open-failed">
      {gone ? t('open.failed') : t('open.loadError')}{' '}
      {gone ? (
        <Anchor component={Link} to="?">
          {t('open.startNew')}
        </Anchor>
      ) : (
        <Group mt="xs" gap="sm">
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('open.retry')}
          </Button>
          <Anchor component={Link} to="?">
            {t('open.startNew')}
          </Anchor>
        </Group>
      )}
    </Alert>
  );
}
