import type { CheckoutResponse } from '@galley/contracts';

/** The part of Paddle.js v2 we call (https://developer.paddle.com/paddlejs). */
interface PaddleEvent {
  name?: string;
}
interface PaddleJs {
  Environment: { set(environment: 'sandbox'): void };
  Initialize(options: { token: string; eventCallback?: (event: PaddleEvent) => void }): void;
  Checkout: {
    open(options: { transactionId: string; settings: { displayMode: 'overlay'; successUrl: string } }): void;
  };
}

const PADDLE_JS = 'https://cdn.paddle.com/paddle/v2/paddle.js';
let loading: Promise<PaddleJs> | null = null;

/** Adds Paddle's script once (the CSP opens cdn.paddle.com only when a client token is configured). */
function loadPaddleJs(): Promise<PaddleJs> {
  loading ??= new Promise<PaddleJs>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PADDLE_JS;
    script.async = true;
    script.onload = () => {
      const paddle = (window as unknown as { Paddle?: PaddleJs }).Paddle;
      if (paddle) resolve(paddle);
      else reject(new Error('Paddle.js did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Paddle.js did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Paddle's overlay checkout of the transaction the server created (its price, customer and
 * custom_data with the user id are set there; nothing here can change them). `onFailed` hears
 * checkout.error ('Payment failed' for the user).
 */
export async function openPaddleCheckout(
  checkout: CheckoutResponse & { client_token: string },
  successUrl: string,
  onFailed: () => void,
): Promise<void> {
  const paddle = await loadPaddleJs();
  if (checkout.environment === 'sandbox') paddle.Environment.set('sandbox');
  paddle.Initialize({
    token: checkout.client_token,
    eventCallback: (event) => {
      if (event.name === 'checkout.error' || event.name === 'checkout.payment.failed') onFailed();
    },
  });
  paddle.Checkout.open({
    transactionId: checkout.transaction_id,
    settings: { displayMode: 'overlay', successUrl },
  });
}
