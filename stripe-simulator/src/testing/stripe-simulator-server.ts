import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimStripeError, type SimEvent, type SimPaymentIntent, type SimPrice } from '../sim-objects';
import { MemorySimStore } from '../sim-store';
import type { StripeApi } from '../stripe-api';
import { StripeSimulator } from '../stripe-simulator';

/** One call the server received, as the SDK sent it. */
export interface SimulatorRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form fields as sent, flat (`metadata[package]`). */
  form: Record<string, string>;
  /** The same fields as Stripe reads them: nested, numbers and booleans. */
  params: Record<string, unknown>;
}

export interface StripeSimulatorServer {
  /** STRIPE_API_URL for a service, or `new Stripe(key, { host, port, protocol: 'http' })`. */
  url: string;
  requests: SimulatorRequest[];
  /** Every event the simulation raised, in order; Stripe would post each to the webhook. */
  events: SimEvent[];
  simulated: StripeSimulator;
  /** The PaymentIntents the simulator holds now, by id. */
  readonly paymentIntents: ReadonlyMap<string, SimPaymentIntent>;
  /** What Stripe would hold after the buyer paid or was declined in the browser (the test then sends the webhook). */
  setPaymentIntent(id: string, change: Partial<Pick<SimPaymentIntent, 'status' | 'last_payment_error'>>): SimPaymentIntent;
  /** An event's body and the Stripe-Signature header Stripe would send with it (`tamper` changes the body after signing). */
  signed(event: SimEvent, options?: { tamper?: boolean }): { payload: string; signature: string };
  close(): Promise<void>;
}

type Scalar = string | number | boolean;

/** A form field as Stripe's API reads it: digits are numbers, true/false booleans. */
const scalar = (value: string): Scalar => (/^-?\d+$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : value);

/** `items[0][price]=p&expand[0]=x` → `{ items: [{ price: 'p' }], expand: ['x'] }`: how Stripe reads the SDK's form encoding. */
export function parseStripeForm(form: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(form)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = scalar(value);
      else node = (node[segment] ??= /^\d+$/.test(path[index + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

type Route = (match: string[], params: Record<string, unknown>, idempotencyKey: string | undefined) => Promise<unknown>;

/** Stripe's routes for the calls of `StripeApi`, answered by the simulator. */
function routesOf(api: StripeApi): Array<[string, RegExp, Route]> {
  const key = (idempotencyKey: string | undefined) => (idempotencyKey ? { idempotencyKey } : undefined);
  const p = <T>(params: Record<string, unknown>) => params as T;
  return [
    ['POST', /^\/v1\/payment_intents$/, (_m, params, k) => api.paymentIntents.create(p(params), key(k))],
    ['GET', /^\/v1\/payment_intents\/(\w+)$/, ([id]) => api.paymentIntents.retrieve(id)],
    ['POST', /^\/v1\/refunds$/, (_m, params, k) => api.refunds.create(p(params), key(k))],
    ['POST', /^\/v1\/customers$/, (_m, params, k) => api.customers.create(p(params), key(k))],
    ['POST', /^\/v1\/customers\/(\w+)$/, ([id], params) => api.customers.update(id, p(params))],
    ['POST', /^\/v1\/payment_methods\/(\w+)\/attach$/, ([id], params) => api.paymentMethods.attach(id, p(params))],
    ['POST', /^\/v1\/subscriptions$/, (_m, params, k) => api.subscriptions.create(p(params), key(k))],
    ['GET', /^\/v1\/subscriptions\/(\w+)$/, ([id], params) => api.subscriptions.retrieve(id, p(params))],
    ['POST', /^\/v1\/subscriptions\/(\w+)$/, ([id], params, k) => api.subscriptions.update(id, p(params), key(k))],
    ['DELETE', /^\/v1\/subscriptions\/(\w+)$/, ([id], params) => api.subscriptions.cancel(id, p(params))],
    ['POST', /^\/v1\/subscription_schedules$/, (_m, params) => api.subscriptionSchedules.create(p(params))],
    ['POST', /^\/v1\/subscription_schedules\/(\w+)$/, ([id], params) => api.subscriptionSchedules.update(id, p(params))],
    ['POST', /^\/v1\/subscription_schedules\/(\w+)\/release$/, ([id]) => api.subscriptionSchedules.release(id)],
    ['POST', /^\/v1\/invoices\/(\w+)\/pay$/, ([id], params) => api.invoices.pay(id, p(params))],
    ['POST', /^\/v1\/invoices\/create_preview$/, (_m, params) => api.invoices.createPreview(p(params))],
  ];
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stripe_simulator' }).end(JSON.stringify(body));
}

const header = (req: IncomingMessage, name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);

/**
 * A local Stripe for the real `stripe` SDK: the calls of `StripeApi`, answered by the same simulator test
 * mode runs on (in memory here), with Stripe's errors and idempotency. Calls without a bearer key are 401;
 * every call is recorded. Its events are collected for the test to sign and deliver — late, twice or
 * shuffled, as Stripe may.
 */
export async function startStripeSimulatorServer(options: { prices?: ReadonlyMap<string, SimPrice>; webhookSecret?: string } = {}): Promise<StripeSimulatorServer> {
  const store = new MemorySimStore();
  const simulated = new StripeSimulator(store, options.prices ?? new Map());
  const events: SimEvent[] = [];
  simulated.deliverEventsTo(async (raised) => void events.push(...raised));
  const routes = routesOf(simulated);
  const requests: SimulatorRequest[] = [];

  async function answer(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const [path, query = ''] = (req.url ?? '').split('?', 2);
    const raw = req.method === 'GET' || req.method === 'DELETE' ? query || body : body;
    const params = parseStripeForm(raw);
    const authorization = header(req, 'authorization');
    requests.push({ method: req.method ?? '', path, idempotencyKey: header(req, 'idempotency-key'), authorization, form: Object.fromEntries(new URLSearchParams(raw)), params });
    if (!authorization?.startsWith('Bearer ')) return send(res, 401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
    for (const [method, pattern, route] of routes) {
      const match = method === req.method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return send(res, 200, await route(match.slice(1), params, header(req, 'idempotency-key')));
      } catch (err) {
        if (!(err instanceof SimStripeError)) throw err;
        return send(res, err.statusCode, { error: { type: err.rawType, code: err.code, message: err.message } });
      }
    }
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `Unrecognized request URL (${req.method}: ${path}).` } });
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => void answer(req, body, res).catch((err: Error) => send(res, 500, { error: { type: 'api_error', message: err.message } })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events,
    simulated,
    get paymentIntents() {
      return new Map(store.peek<SimPaymentIntent>('payment_intent').map((intent) => [intent.id, intent]));
    },
    setPaymentIntent: (id, change) => store.amend<SimPaymentIntent>(id, change),
    signed(event, { tamper = false } = {}) {
      const payload = JSON.stringify(event);
      const signature = simulated.signature(payload, options.webhookSecret ?? '');
      return { payload: tamper ? payload.replace('"type":"', '"type":"x') : payload, signature };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
