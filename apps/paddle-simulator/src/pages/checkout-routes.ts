import { PaddleApiError } from '../billing/api-error.ts';
import { CheckoutDeclined, completeCheckout } from '../billing/complete-checkout.ts';
import { readCard } from '../card.ts';
import type { SimulatorContext } from '../context.ts';
import { CHECKOUT_FIELDS, type CheckoutForm, renderCheckoutPage } from './checkout-page.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { html, invalidLink, type PageAnswer } from './page-answer.ts';
import { readExpiry } from './read-expiry.ts';

/**
 * GET /checkout: the form for a price (Paddle.js opened with items), or with `_ptxn` (the checkout link of an
 * API-created transaction) the form for that transaction while it is open, else where it stands.
 */
export function showCheckout(context: SimulatorContext, query: URLSearchParams): PageAnswer {
  const ptxn = query.get('_ptxn');
  if (!ptxn) return html(renderCheckoutPage(context, readForm(query)));
  const txn = context.state.transactions.get(ptxn);
  if (!txn) return invalidLink();
  if (txn.status !== 'ready' && txn.status !== 'draft')
    return html(
      htmlPage('Checkout', `<p>Transaction ${escapeHtml(txn.id)} is ${escapeHtml(txn.status)}.</p>`),
    );
  const form: CheckoutForm = {
    ...readForm(query),
    transaction_id: txn.id,
    price_id: txn.lines[0]?.priceId ?? '',
    customer_id: txn.customerId,
    custom_data: '',
  };
  return html(renderCheckoutPage(context, form));
}

const readForm = (params: URLSearchParams): CheckoutForm =>
  Object.fromEntries(
    CHECKOUT_FIELDS.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as CheckoutForm;

/** POST /checkout: completes the checkout and redirects to success_url with `_ptxn`, or shows the form's errors. */
export async function submitCheckout(context: SimulatorContext, body: URLSearchParams): Promise<PageAnswer> {
  const form = readForm(body);
  const again = (field: 'number' | 'expiry' | 'email' | 'form', message: string) =>
    html(renderCheckoutPage(context, form, { field, message }), 422);
  let customData: Record<string, unknown> | null = null;
  try {
    // An API-created transaction keeps its own custom data; the page's is ignored.
    if (!form.transaction_id && form.custom_data)
      customData = JSON.parse(form.custom_data) as Record<string, unknown>;
  } catch {
    return again('form', 'custom_data is not valid JSON.');
  }
  const target = form.success_url && URL.canParse(form.success_url) ? new URL(form.success_url) : null;
  if (form.success_url && !/^https?:$/.test(target?.protocol ?? ''))
    return again('form', 'success_url is not an http(s) URL.');
  const txn = form.transaction_id ? context.state.transactions.get(form.transaction_id) : undefined;
  const customerId = txn?.customerId ?? form.customer_id;
  const email = customerId ? (context.state.customers.get(customerId)?.email ?? '') : form.customer_email;
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return again('email', 'Enter a valid email address.');
  const expiry = readExpiry(body.get('card_expiry') ?? '');
  if (!expiry) return again('expiry', 'Enter an expiry date in the future (MM/YY).');
  const card = {
    number: body.get('card_number') ?? '',
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    name: body.get('card_name') ?? '',
  };
  const precheck = readCard(card, context.clock.now());
  if (!precheck.ok) return again(precheck.field, precheck.message);
  try {
    const result = await completeCheckout(context, {
      transactionId: form.transaction_id || undefined,
      priceId: form.price_id,
      email,
      customData,
      country: form.country || undefined,
      card,
    });
    if (!target)
      return html(
        htmlPage('Payment complete', `<p>Transaction ${escapeHtml(result.transactionId)} completed.</p>`),
      );
    target.searchParams.set('_ptxn', result.transactionId);
    return { status: 303, headers: { location: target.toString() }, body: '' };
  } catch (error) {
    if (error instanceof CheckoutDeclined) return again('number', error.message);
    if (error instanceof PaddleApiError) return again('form', error.message);
    throw error;
  }
}
