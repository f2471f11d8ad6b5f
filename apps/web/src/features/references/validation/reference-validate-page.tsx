import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orderIdParam } from '../shared/order-id-param.ts';
import { ReferencePageShell } from '../shared/reference-page-shell.tsx';
import { InvalidApproach } from './invalid-approach.tsx';
import { ValidationView } from './validation-view.tsx';

/** Steps 2 and 3 (spec §2): /reference/bibliography/validate?reference_order=ID. */
export function ReferenceValidatePage() {
  const { t } = useTranslation('references');
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  if (!orderId) {
    return (
      <ReferencePageShell step={2} title={t('validate.title')} testId="reference-validate-page">
        <InvalidApproach />
      </ReferencePageShell>
    );
  }
  // Keyed by the order: another order starts with fresh filters, modal and progress.
  return <ValidationView key={orderId} orderId={orderId} />;
}
