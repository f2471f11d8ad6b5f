import { api } from '../../../lib/api/client.ts';

/**
 * Asks the server for the invoice PDF's short-lived link (it is never cached), then hands it to the
 * browser, which shows or saves the PDF in a new tab. The tab is opened before the call so that popup
 * blockers see it come from the click.
 */
export async function downloadInvoice(transactionId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await api.call('paymentsInvoicePdf', undefined, { params: { id: transactionId } });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
