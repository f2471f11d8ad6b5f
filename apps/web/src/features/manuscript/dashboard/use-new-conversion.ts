import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { conversionPath } from '../shared/conversion-paths.ts';
import { notifyManuscriptError } from '../shared/notify-manuscript-error.ts';

/** "New conversion": create-conversion, then its upload board. */
export function useNewConversion() {
  const navigate = useNavigate();
  const lp = useLocalePath();
  return useMutation({
    mutationFn: () => api.call('conversionCreate', {}),
    onSuccess: ({ id }) => navigate(lp(conversionPath(id, 'upload'))),
    onError: (error) => notifyManuscriptError(error, 'createConversion'),
  });
}
