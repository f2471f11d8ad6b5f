import { CreateReferenceOrderResponse, type ReferenceWarning } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';
import { postFormData } from '../shared/post-form-data.ts';
import { startValidation } from '../shared/start-validation.ts';
import type { SplitMode } from './count-references.ts';
import type { ReferenceFileKind } from './reference-file-kind.ts';

export type OrderSource =
  | { kind: 'text'; text: string; split: SplitMode }
  | { kind: 'file'; file: File; format: ReferenceFileKind };

export interface StartedOrder {
  orderId: string;
  warnings: ReferenceWarning[];
}

async function createOrder(source: OrderSource): Promise<CreateReferenceOrderResponse> {
  if (source.kind === 'text') {
    return api.call('referenceCreatingOrder', {
      reference_type: 'text',
      text: source.text,
      // Sent only once the contract carries it (otherwise the client would drop it anyway).
      split: source.split,
    });
  }
  const form = new FormData();
  form.append('reference_type', source.format);
  form.append('reference_file', source.file, source.file.name);
  return postFormData('/api/v1/reference/creating-reference-order/', form, CreateReferenceOrderResponse);
}

/**
 * Step 1's submit for pasted text or a RIS/NBIB file: create the order, start its validation, hand back
 * the id and the reader's warnings (truncation, duplicated numbers) for the next page. Failures are
 * shown in the form (or the subscription-limit modal), so no notification.
 */
export function useStartOrder() {
  return useMutation({
    mutationFn: async (source: OrderSource): Promise<StartedOrder> => {
      const created = await createOrder(source);
      await startValidation(created.reference_order);
      return { orderId: created.reference_order, warnings: created.warnings };
    },
    ...shownInForm,
  });
}
