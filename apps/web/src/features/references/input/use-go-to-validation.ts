import type { ReferenceWarning } from '@galley/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { orderPath } from '../shared/order-id-param.ts';

/** What step 1 passes to step 2 in the history entry: the reader's warnings, shown once above the table. */
export interface ValidateLocationState {
  warnings?: ReferenceWarning[];
}

/** Goes to step 2 of `orderId`, carrying the warnings step 1 received. */
export function useGoToValidation(): (orderId: string, warnings: ReferenceWarning[]) => void {
  const navigate = useNavigate();
  const lp = useLocalePath();
  return useCallback(
    (orderId, warnings) => {
      const state: ValidateLocationState = { warnings };
      navigate(lp(orderPath('validate', orderId)), { state });
    },
    [navigate, lp],
  );
}
