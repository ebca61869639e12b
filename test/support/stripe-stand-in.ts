import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import Stripe from 'stripe';
import { listenOnLoopback } from '../../src/platform/net/listen.js';

/** A request stripe-node made, its form-encoded body flattened (`line_items[0][price]` → value). */
export interface StripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface PromotionCodeSeed {
  code: string;
  active?: boolean;
  maxRedemptions?: number | null;
  timesRedeemed?: number;
  expiresAt?: number | null;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port>: give it to the app as `STRIPE_API_URL`. */
  url: string;
  requests: StripeRequest[];
  /** Promotion codes the stand-in knows, by code; FOUNDER50 as the product sets it up (50% off, 3 months, 50 redemptions). */
  promotionCodes: Map<string, Stripe.PromotionCode>;
  /** Subscriptions `GET /v1/subscriptions/:id` answers. */
  subscriptions: Map<string, Stripe.Subscription>;
  /** Answers the next N API calls with a Stripe API error of this status. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

export const STRIPE_TEST_KEY = 'sk_test_stand_in_key';
export const WEBHOOK_SECRET = 'whsec_stand_in_signing_secret';
export const PRICE_BASIC = 'price_basic_monthly';
export const PRICE_PRO = 'price_pro_monthly';

/** The app's Stripe settings pointing at a stand-in. */
export function stripeEnv(standIn: Pick<StripeStandIn, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: PRICE_BASIC,
    STRIPE_PRICE_PRO: PRICE_PRO,
    STRIPE_API_URL: standIn.url,
  };
}

export function promotionCode(seed: PromotionCodeSeed, id: string): Stripe.PromotionCode {
  return {
    id,
    object: 'promotion_code',
    active: seed.active ?? true,
    code: seed.code,
    created: 1_760_000_000,
    customer: null,
    customer_account: null,
    expires_at: seed.expiresAt ?? null,
    livemode: false,
    max_redemptions: seed.maxRedemptions === undefined ? 50 : seed.maxRedemptions,
    metadata: {},
    promotion: { type: 'coupon', coupon: 'founder50_coupon' },
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    times_redeemed: seed.timesRedeemed ?? 0,
  } as unknown as Stripe.PromotionCode;
}

/**
 * Stripe's HTTP API as far as the product uses it, on 127.0.0.1: customers (idempotency keys honoured, deletion),
 * promotion code lookup, Checkout and billing portal sessions, subscription retrieval and cancellation. Every request is
 * recorded; answers are shaped like Stripe's own objects; a request without the secret key is a 401.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const promotionCodes = new Map([['FOUNDER50', promotionCode({ code: 'FOUNDER50' }, 'promo_founder50')]]);
  const subscriptions = new Map<string, Stripe.Subscription>();
  const idempotent = new Map<string, unknown>();
  let failures: { status: number; times: number } | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${String(++counter).padStart(6, '0')}`;
  let url = '';

  const routes: { method: string; pattern: RegExp; answer: (request: StripeRequest, match: RegExpMatchArray) => [number, unknown] }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      answer: ({ body }) => [200, { id: nextId('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: metadataOf(body) }],
    },
    {
      method: 'GET',
      pattern: /^\/v1\/promotion_codes$/,
      answer: ({ query }) => {
        const found = [...promotionCodes.values()].filter((code) => (!query.code || code.code === query.code) && (query.active !== 'true' || code.active));
        return [200, { object: 'list', data: found.slice(0, Number(query.limit ?? 10)), has_more: false, url: '/v1/promotion_codes' }];
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      answer: ({ body }) => {
        const id = nextId('cs_test');
        return [
          200,
          {
            id,
            object: 'checkout.session',
            mode: body.mode,
            status: 'open',
            payment_status: 'unpaid',
            customer: body.customer ?? null,
            client_reference_id: body.client_reference_id ?? null,
            metadata: metadataOf(body),
            success_url: body.success_url,
            cancel_url: body.cancel_url,
            subscription: null,
            url: `${url}/checkout/${id}`,
          },
        ];
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      answer: ({ body }) => {
        const id = nextId('bps');
        return [200, { id, object: 'billing_portal.session', customer: body.customer, return_url: body.return_url ?? null, url: `${url}/portal/${id}` }];
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([\w-]+)$/,
      answer: (_request, match) => {
        const subscription = subscriptions.get(match[1]);
        if (!subscription) return [404, apiError(`No such subscription: '${match[1]}'`)];
        const cancelled = { ...subscription, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), ended_at: Math.floor(Date.now() / 1000) } as Stripe.Subscription;
        subscriptions.set(match[1], cancelled);
        return [200, cancelled];
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/customers\/([\w-]+)$/,
      answer: (_request, match) => [200, { id: match[1], object: 'customer', deleted: true }],
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([\w-]+)$/,
      answer: (_request, match) => {
        const subscription = subscriptions.get(match[1]);
        return subscription ? [200, subscription] : [404, apiError(`No such subscription: '${match[1]}'`)];
      },
    },
  ];

  const server = createServer((incoming, response) => {
    void handle(incoming, response);
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const address = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    if (!address.pathname.startsWith('/v1/')) {
      // The hosted pages a browser is sent to.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Stripe stand-in</title><h1>Stripe stand-in: ${address.pathname}</h1></html>`);
      return;
    }
    const request: StripeRequest = {
      method: incoming.method ?? 'GET',
      path: address.pathname,
      query: Object.fromEntries(address.searchParams),
      body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
      headers: incoming.headers,
    };
    requests.push(request);
    const [status, body] = answer(request);
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  }

  function answer(request: StripeRequest): [number, unknown] {
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) return [401, apiError('Invalid API Key provided')];
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return [failures.status, apiError('The stand-in was told to fail this request', 'api_error')];
    }
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && request.method === 'POST' ? `${request.path}|${key}` : null;
    if (idempotencyKey && idempotent.has(idempotencyKey)) return [200, idempotent.get(idempotencyKey)];
    for (const route of routes) {
      const match = request.method === route.method ? request.path.match(route.pattern) : null;
      if (!match) continue;
      const [status, body] = route.answer(request, match);
      if (idempotencyKey && status === 200) idempotent.set(idempotencyKey, body);
      return [status, body];
    }
    return [404, apiError(`Unrecognized request URL (${request.method}: ${request.path})`)];
  }

  const port = await listenOnLoopback(server);
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    promotionCodes,
    subscriptions,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function metadataOf(body: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

function apiError(message: string, type = 'invalid_request_error') {
  return { error: { type, message } };
}
