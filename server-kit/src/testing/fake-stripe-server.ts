import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as the fake holds it: the fields svc-billing reads, in Stripe's shape. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code?: string; message: string; type: string } | null;
  created: number;
  livemode: false;
}

/** One API call the fake received, as the `stripe` SDK sent it (form fields flattened: `metadata[package]`). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Record<string, string>;
}

export interface FakeStripe {
  /** For `new Stripe(key, { host, port, protocol })`, or STRIPE_API_URL of a service. */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  requests: FakeStripeRequest[];
  paymentIntents: Map<string, FakePaymentIntent>;
  /** What Stripe would hold after the customer paid or was declined (tests then send the webhook). */
  setPaymentIntent(id: string, change: Partial<Pick<FakePaymentIntent, 'status' | 'last_payment_error'>>): FakePaymentIntent;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
  send(res, status, { error: { type, message, ...(code ? { code } : {}) } });
}

const header = (req: IncomingMessage, name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);

/**
 * A real local HTTP server speaking the slice of Stripe's API that svc-billing uses, for the real `stripe`
 * SDK: POST /v1/payment_intents (form-encoded; a repeated Idempotency-Key answers the first PaymentIntent,
 * and with other parameters is refused like Stripe does) and GET /v1/payment_intents/:id. Calls without
 * a bearer key are 401. Every call is recorded.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const byIdempotencyKey = new Map<string, { params: string; id: string }>();

  function create(params: Record<string, string>, res: ServerResponse, idempotencyKey: string | undefined): void {
    const fingerprint = JSON.stringify(params);
    const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.params !== fingerprint) {
        stripeError(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        return;
      }
      send(res, 200, paymentIntents.get(earlier.id));
      return;
    }
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || !params.currency) {
      stripeError(res, 400, 'invalid_request_error', 'Missing or invalid amount or currency.', 'parameter_invalid_integer');
      return;
    }
    const id = `pi_fake${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(
      Object.entries(params).flatMap(([k, v]) => {
        const key = /^metadata\[(.+)\]$/.exec(k)?.[1];
        return key ? [[key, v]] : [];
      }),
    );
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    paymentIntents.set(id, intent);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { params: fingerprint, id });
    send(res, 200, intent);
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?', 1)[0];
      const request: FakeStripeRequest = {
        method: req.method ?? '',
        path,
        idempotencyKey: header(req, 'idempotency-key'),
        authorization: header(req, 'authorization'),
        params: Object.fromEntries(new URLSearchParams(raw)),
      };
      requests.push(request);
      if (!request.authorization?.startsWith('Bearer ')) {
        stripeError(res, 401, 'invalid_request_error', 'You did not provide an API key.');
        return;
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        create(request.params, res, request.idempotencyKey);
        return;
      }
      const retrieve = req.method === 'GET' ? /^\/v1\/payment_intents\/([\w]+)$/.exec(path) : null;
      const intent = retrieve && paymentIntents.get(retrieve[1]);
      if (intent) send(res, 200, intent);
      else stripeError(res, 404, 'invalid_request_error', `No such resource: ${req.method} ${path}`, 'resource_missing');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    requests,
    paymentIntents,
    setPaymentIntent(id, change) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${id}`);
      Object.assign(intent, change);
      return intent;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
