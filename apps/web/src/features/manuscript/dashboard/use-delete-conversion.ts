import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { conversionKeys } from '../shared/conversion-query-key.ts';
import { notifyManuscriptError } from '../shared/notify-manuscript-error.ts';

/** destroy-conversion, then every list page again (counts and pages shift). */
export function useDeleteConversion(onDone: () => void) {
  const { t } = useTranslation('manuscript-dashboard');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversionId: string) => api.call('conversionDestroy', { conversion_id: conversionId }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('dashboard.deleted') });
      await queryClient.invalidateQueries({ queryKey: conversionKeys.all });
      onDone();
    },
    onError: (error) => notifyManuscriptError(error, 'destroyConversion'),
  });
}
