import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startOwnGateway } from '../own-gateway';
import { withStoredLead } from './lockin-steps';

// Live payments as a buyer's browser meets them: the real gateway (with its CSP) and the real checkout,
// svc-billing answering in Stripe mode, and Stripe's hosts answered by a local stand-in through route
// interception. The CSP is the browser's own: a refused script, frame or call shows as a violation.
const publishableKey = 'pk_test_cspcheck';

/**
 * Stripe.js as far as the checkout uses it: a Payment Element that mounts Stripe's iframe and calls its API,
 * and the methods by which React Stripe.js recognises a Stripe object.
 */
const standInStripeJs = `
window.Stripe = function (key) {
  var unused = function () { return Promise.resolve({}); };
  return {
    createToken: unused,
    createPaymentMethod: unused,
    confirmCardPayment: unused,
    elements: function () {
      return {
        create: function () {
          var handlers = {};
          return {
            on: function (event, handler) { handlers[event] = handler; },
            off: function (event) { delete handlers[event]; },
            mount: function (node) {
              var frame = document.createElement('iframe');
              frame.title = 'Secure payment input frame';
              frame.src = 'https://js.stripe.com/v3/elements-inner-payment.html';
              node.appendChild(frame);
              fetch('https://api.stripe.com/v1/elements/sessions?key=' + key).then(function () { handlers.ready && handlers.ready(); });
            },
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: function () { return Promise.resolve({}); },
  };
};`;

let billing: Server;
let gateway: Awaited<ReturnType<typeof startOwnGateway>> | undefined;
let gatewayUrl: string;

test.beforeAll(async () => {
  billing = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/billing/config') return res.end(JSON.stringify({ publishableKey, testMode: false }));
    if (req.url === '/api/create-payment-intent') return req.resume().on('end', () => res.end(JSON.stringify({ clientSecret: 'pi_3Csp_secret_check' })));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  gateway = await startOwnGateway({ BILLING_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}`, STRIPE_PUBLISHABLE_KEY: publishableKey });
  gatewayUrl = gateway.url;
});

test.afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => billing?.close(resolve));
});

test('with Stripe keys, our CSP lets Stripe.js load, mount its iframe and call its API: the card form mounts', async ({ page }) => {
  const stripeRequests: string[] = [];
  await page.route(/^https:\/\/(js|api|hooks)\.stripe\.com\//, (route) => {
    const url = route.request().url();
    stripeRequests.push(url);
    if (url.includes('api.stripe.com')) return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{}' });
    if (url.endsWith('.html')) return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>card</title>' });
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: standInStripeJs });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    // zod probes once whether eval is allowed (it is not, on purpose) and falls back: not a refusal of Stripe's.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI !== 'eval') seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && !message.text().includes("'unsafe-eval'")) refusals.push(message.text());
  });

  await withStoredLead(page);
  await page.goto(`${gatewayUrl}/lockin/checkout/starter`);
  await expect(page.locator('iframe[title="Secure payment input frame"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Complete Payment - $500' })).toBeEnabled();
  await expect(page.getByText('The secure card form could not load')).toHaveCount(0);

  expect(stripeRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
  expect(stripeRequests.some((url) => url.startsWith('https://api.stripe.com/'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(refusals).toEqual([]);
});
