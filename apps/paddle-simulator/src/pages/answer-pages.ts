import { linkTokenValid, type SimulatorContext } from '../context.ts';
import { showCheckout, submitCheckout } from './checkout-routes.ts';
import { invoiceFile } from './invoice-route.ts';
import { html, invalidLink, type PageAnswer } from './page-answer.ts';
import { renderOverview } from './portal-pages.ts';
import { cancelPage, consentPage, paymentMethodPage } from './subscription-pages.ts';

/** The simulator's own pages: checkout, invoice PDFs, the customer portal and the Korean consent page. */
export async function answerPage(
  context: SimulatorContext,
  method: string,
  path: string,
  query: URLSearchParams,
  rawBody: string,
): Promise<PageAnswer | null> {
  const post = method === 'POST' ? new URLSearchParams(rawBody) : null;
  const token = query.get('token');
  if (path === '/checkout') return post ? submitCheckout(context, post) : showCheckout(context, query);
  let match = /^\/invoices\/(txn_[a-z0-9]+)\.pdf$/.exec(path);
  if (match) {
    const pdf = invoiceFile(context, match[1] ?? '', token);
    if (!pdf) return invalidLink();
    const disposition = `attachment; filename="invoice-${match[1]}.pdf"`;
    return {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': disposition },
      body: pdf,
    };
  }
  match = /^\/portal\/customers\/(ctm_[a-z0-9]+)$/.exec(path);
  if (match)
    return linkTokenValid(context, match[1] ?? '', token)
      ? html(renderOverview(context, match[1] ?? ''))
      : invalidLink();
  match = /^\/(portal\/subscriptions|consent)\/(sub_[a-z0-9]+)(?:\/(cancel|payment-method))?$/.exec(path);
  const sub = match ? context.state.subscriptions.get(match[2] ?? '') : undefined;
  if (!match || !sub) return null;
  if (!linkTokenValid(context, sub.id, token)) return invalidLink();
  const page =
    match[1] === 'consent'
      ? consentPage
      : match[3] === 'cancel'
        ? cancelPage
        : match[3]
          ? paymentMethodPage
          : null;
  return page ? page(context, sub, post, `${path}?token=${token}`) : null;
}
