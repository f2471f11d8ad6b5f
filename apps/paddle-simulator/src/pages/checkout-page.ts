import type { SimulatorContext } from '../context.ts';
import { escapeHtml, formatAmount, htmlPage } from './html.ts';

export interface CheckoutForm {
  /** An API-created transaction (`?_ptxn=`): its price, customer and custom data are the ones bought. */
  transaction_id: string;
  price_id: string;
  customer_email: string;
  customer_id: string;
  custom_data: string;
  success_url: string;
  country: string;
}

export const CHECKOUT_FIELDS: (keyof CheckoutForm)[] = [
  'transaction_id',
  'price_id',
  'customer_email',
  'customer_id',
  'custom_data',
  'success_url',
  'country',
];

export interface CheckoutErrors {
  field?: 'number' | 'expiry' | 'email' | 'form';
  message?: string;
}

const field = (id: string, label: string, attributes: string, errors: CheckoutErrors, errorFor: string) => {
  const invalid = errors.field === errorFor;
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attributes}${invalid ? ' aria-invalid="true" aria-describedby="form-error"' : ''}>`;
};

/**
 * The checkout that stands in for Paddle.js's overlay. The card number goes to the simulator once, is reduced
 * to brand and last four digits, and is never stored (issue 17); this page does not echo it back on errors.
 */
export function renderCheckoutPage(
  context: SimulatorContext,
  form: CheckoutForm,
  errors: CheckoutErrors = {},
): string {
  const price = context.state.prices.get(form.price_id);
  if (!price)
    return htmlPage(
      'Checkout',
      `<p class="error" role="alert">Unknown price ${escapeHtml(form.price_id)}.</p>`,
    );
  const product = context.state.products.get(price.productId);
  const customer = form.customer_id ? context.state.customers.get(form.customer_id) : undefined;
  const email = customer?.email ?? form.customer_email;
  const known = customer ?? context.state.customerByEmail(email);
  const firstTime = !known || context.state.isFirstTimeCustomer(known.id);
  const trial = price.trialDays && firstTime ? price.trialDays : 0;
  const amount = formatAmount(price.amountMinor, price.currency);
  const per = price.interval === 'year' ? 'year' : 'month';
  const summary = trial
    ? `${trial}-day free trial, then ${amount} per ${per} (tax included).`
    : `${amount} per ${per}, charged now (tax included).`;
  const hidden = CHECKOUT_FIELDS.filter((name) => name !== 'customer_email' || Boolean(customer))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(form[name])}">`)
    .join('\n');
  const body = `<p><strong>${escapeHtml(product?.name ?? price.description)}</strong> — ${escapeHtml(price.description)}</p>
<p>${escapeHtml(summary)}</p>
<p class="note">Test mode: use 4242 4242 4242 4242 with any future expiry; 4000 0000 0000 0002 is declined. Card numbers are not stored.</p>
${errors.message ? `<p id="form-error" class="error" role="alert">${escapeHtml(errors.message)}</p>` : ''}
<form method="post" action="/checkout" novalidate>
${hidden}
${customer ? `<p>Email: ${escapeHtml(email)}</p>` : field('customer_email', 'Email', `type="email" autocomplete="email" required value="${escapeHtml(email)}"`, errors, 'email')}
${field('card_name', 'Name on card', 'type="text" autocomplete="cc-name" required', errors, 'name')}
${field('card_number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" required', errors, 'number')}
${field('card_expiry', 'Expiry date (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required', errors, 'expiry')}
${field('card_cvc', 'Security code', 'type="text" inputmode="numeric" autocomplete="cc-csc" required', errors, 'cvc')}
<button type="submit">${trial ? 'Start free trial' : `Pay ${escapeHtml(amount)}`}</button>
</form>`;
  return htmlPage('Checkout', body);
}
