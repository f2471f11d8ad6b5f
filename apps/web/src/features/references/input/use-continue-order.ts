import { useMutation } from '@tanstack/react-query';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';
import { startValidation } from '../shared/start-validation.ts';

/** Starts the check of an order whose PDFs were read, before going to step 2. */
export function useContinueOrder() {
  return useMutation({
    mutationFn: async (orderId: string) => {
      await startValidation(orderId);
      return orderId;
    },
    ...shownInForm,
  });
}
