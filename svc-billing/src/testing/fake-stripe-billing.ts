import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { BillingApi } from '../subscriptions/billing-api';
import type { PlanPrices } from '../subscriptions/plan-prices';
import { SimStripeError, type SimEvent } from '../subscriptions/simulated/sim-objects';
import { MemorySimStore } from '../subscriptions/simulated/sim-store';
import { SimulatedStripe } from '../subscriptions/simulated/simulated-stripe';
import { WEBHOOK_SECRET } from './billing-test-app';

/** One call the fake received, as the SDK sent it. */
export interface FakeBillingRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

export interface FakeStripeBilling {
  url: string;
  requests: FakeBillingRequest[];
  /** Every event the simulation raised, in order; Stripe would post each to the webhook. */
  events: SimEvent[];
  simulated: SimulatedStripe;
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

/** Stripe's routes for the calls `BillingApi` makes, answered by the simulation. */
function routesOf(api: BillingApi): Array<[string, RegExp, Route]> {
  const key = (idempotencyKey: string | undefined) => (idempotencyKey ? { idempotencyKey } : undefined);
  const p = <T>(params: Record<string, unknown>) => params as T;
  return [
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
    ['GET', /^\/v1\/payment_intents\/(\w+)$/, ([id]) => api.paymentIntents.retrieve(id)],
  ];
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake_billing' }).end(JSON.stringify(body));
}

/**
 * A local Stripe for the real `stripe` SDK: the subscription calls billing makes, answered by the same
 * simulation test mode runs on (in memory here), with Stripe's errors and idempotency. Its events are
 * collected for the test to sign and deliver — late, twice or shuffled, as Stripe may.
 */
export async function startFakeStripeBilling(prices: PlanPrices): Promise<FakeStripeBilling> {
  const simulated = new SimulatedStripe(new MemorySimStore(), prices.simPrices());
  const events: SimEvent[] = [];
  simulated.deliverEventsTo(async (raised) => void events.push(...raised));
  const routes = routesOf(simulated);
  const requests: FakeBillingRequest[] = [];

  async function answer(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const [path, query = ''] = (req.url ?? '').split('?', 2);
    const params = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? query || body : body);
    requests.push({ method: req.method ?? '', path, params });
    if (!String(req.headers.authorization ?? '').startsWith('Bearer ')) return send(res, 401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
    for (const [method, pattern, route] of routes) {
      const match = method === req.method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return send(res, 200, await route(match.slice(1), params, req.headers['idempotency-key'] as string | undefined));
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
  const stripe = new Stripe('sk_test_signing');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events,
    simulated,
    signed(event, { tamper = false } = {}) {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return { payload: tamper ? payload.replace('"type":"', '"type":"x') : payload, signature };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
