import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { drawerErrorKey } from './drawer-error-key.ts';

/** A failed drawer call as one sentence in the user's language: the spec's refusals by name, else the generic text. */
export function useDrawerErrorText(): (error: unknown) => string {
  const { t } = useTranslation('template-drawer');
  return (error) => {
    const key = drawerErrorKey(error);
    return key ? t(key) : describeApiError(error, t);
  };
}
