import { shippedAgencyContent } from '@biz/contracts/testing';
import { Packages } from '@biz/contracts';
import { renderOrderConfirmation, type OrderConfirmation } from './render-order-confirmation';

const { letterhead } = shippedAgencyContent;
const growth: OrderConfirmation = {
  orderId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  businessName: 'Bright Smile Dental',
  package: 'growth',
  amountCents: 100000,
  paidAt: '2026-11-23T15:04:05.000Z',
};
const starter: OrderConfirmation = { ...growth, package: 'starter', amountCents: 50000 };

/** The text a reader sees in the HTML part: tags dropped, the few entities the template uses decoded. */
const visibleText = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replace(/&#10003;/g, '✓').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the order confirmation email', () => {
  it('thanks a growth buyer for the Growth Sprint, in both parts, with its inclusions and $1,000.00', () => {
    const email = renderOrderConfirmation(growth, letterhead);
    expect(email.subject).toBe('Your Growth Sprint is confirmed — next steps');
    for (const part of [email.text, visibleText(email.html)]) {
      expect(part).toContain('Thank you for buying the Growth Sprint!');
      for (const inclusion of Packages.growth.inclusions) expect(part).toContain(inclusion);
      expect(part).toMatch(/Amount paid:? \$1,000\.00/);
      expect(part).toMatch(/Order reference:? 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/);
      expect(part).toMatch(/Paid on:? November 23, 2026/);
      expect(part).toContain('Bright Smile Dental');
    }
    expect(email.text).toContain('Your 3 automations are built');
  });

  it('gives a starter buyer the Starter Sprint, its own inclusions and $500.00', () => {
    const email = renderOrderConfirmation(starter, letterhead);
    expect(email.subject).toBe('Your Starter Sprint is confirmed — next steps');
    expect(email.text).toContain('Thank you for buying the Starter Sprint!');
    expect(email.text).toContain('Amount paid: $500.00');
    for (const inclusion of Packages.starter.inclusions) expect(email.text).toContain(`- ${inclusion}`);
    expect(email.text).not.toContain('Priority support');
    expect(email.text).toContain('Your automation is built');
    expect(visibleText(email.html)).toContain('$500.00');
  });

  it('lists the success page next steps in order, the support hours and the 7-day guarantee', () => {
    const { text, html } = renderOrderConfirmation(growth, letterhead);
    const steps = ['1. Confirmation email', '2. Discovery call within 2 hours', '3. Automation built in 24 hours', '4. Go live with 30 days support'];
    const positions = steps.map((step) => text.indexOf(step));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const part of [text, visibleText(html)]) {
      expect(part).toContain('9 AM-6 PM EST');
      expect(part).toContain('7-day money-back guarantee');
    }
  });

  it('says when a sprint paid in a full week starts, and nothing of it for one that starts at once', () => {
    const later = renderOrderConfirmation({ ...growth, startsOn: '2026-11-30' }, letterhead);
    for (const part of [later.text, visibleText(later.html)]) expect(part).toContain('Your sprint starts Monday, November 30, the first week with a spot free.');
    for (const part of [renderOrderConfirmation(growth, letterhead).text, renderOrderConfirmation({ ...growth, startsOn: null }, letterhead).text]) expect(part).not.toContain('Your sprint starts');
  });

  it('escapes HTML in the business name in the HTML part and keeps it as typed in the text part', () => {
    const businessName = `<script>alert("x")</script> Tom & Jo's <b>Spa</b>`;
    const { html, text, subject } = renderOrderConfirmation({ ...growth, businessName }, letterhead);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Spa</b>');
    expect(html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jo&#x27;s &lt;b&gt;Spa&lt;/b&gt;,');
    expect(text).toContain(`Hi ${businessName},`);
    expect(subject).not.toContain(businessName);
  });

  it('keeps the HTML part email-client safe: inline styles only, a 600 px layout table, no scripts or style sheets', () => {
    const { html } = renderOrderConfirmation(growth, letterhead);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<style|<link|<script|class=/i);
    expect(html).toContain('<title>Your Growth Sprint is confirmed — next steps</title>');
  });
});
