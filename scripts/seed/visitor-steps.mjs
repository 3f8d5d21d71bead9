// What a demo business does on the public site, as its owner would in the browser: the intake wizard, its
// choice of workflows, a sprint checkout (paid with the test card, or left unpaid), a strategy call.
import contracts from '@biz/contracts';
import { createHash } from 'node:crypto';

const { TestCards } = contracts;

/** A UUID (v5-shaped) that is the same for the same words: the form's idempotency key, and the checkout's. */
export function stableUuid(...words) {
  const hex = createHash('sha1').update(words.join('\n')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The wizard: the business's answers, and the workflows it is offered. */
export async function askForPlan(visitor, business) {
  const { client, suggestions } = await visitor.call(`${business.name}: intake`, 'businessIntake', {
    body: {
      businessName: business.name,
      contactEmail: business.email,
      industry: business.industry,
      companySize: business.size,
      monthlyRevenue: business.revenue,
      primaryGoals: business.goals,
      painPoints: business.painPoints,
      idempotencyKey: stableUuid('intake', business.email),
    },
  });
  return { submissionId: client.id, suggestions };
}

/** Chooses its first `count` suggestions: the plan is written, and emailed, by the product. */
export function chooseWorkflows(visitor, business, submissionId, suggestions, count) {
  return visitor.call(`${business.name}: workflow selection`, 'workflowSelection', { body: { clientId: submissionId, selectedWorkflows: suggestions.slice(0, count) } });
}

/** The lock-in form's lists are its own: the nearest of its industries, and the wizard's monthly revenue as a year's. */
const lockinIndustryOf = {
  dental: 'Healthcare/Medical', healthcare: 'Healthcare/Medical', 'med-spa': 'Beauty/Wellness', salon: 'Beauty/Wellness', 'beauty-wellness': 'Beauty/Wellness',
  fitness: 'Fitness/Gym', 'food-beverage': 'Food/Restaurant', retail: 'Retail/E-commerce', 'real-estate': 'Real Estate', 'home-services': 'Home Services',
  construction: 'Home Services', legal: 'Legal Services', financial: 'Financial Services', automotive: 'Automotive',
  'professional-services': 'Professional Services', education: 'Professional Services', technology: 'Professional Services',
};
const yearlyRevenueOf = {
  'Under $10k': '$50k - $100k/year', '$10k - $25k': '$100k - $500k/year', '$25k - $50k': '$100k - $500k/year', '$50k - $100k': '$500k - $1M/year', '$100k+': 'Over $1M/year',
};
const businessTypeOf = { Solo: 'Solo Entrepreneur', 'Small Team (2-10)': 'Small Business (2-10 employees)', 'Medium Team (11-50)': 'Medium Business (11-50 employees)', 'Large Team (50+)': 'Large Business (50+ employees)' };

/** The sprint page's lead form, from what the business told the wizard. */
function leadForm(business) {
  const digits = createHash('sha1').update(business.name).digest().readUInt32BE(0) % 10_000;
  return {
    businessName: business.name,
    contactEmail: business.email,
    contactPhone: `(312) 555-01${String(digits % 100).padStart(2, '0')}`,
    industry: lockinIndustryOf[business.industry] ?? 'Other',
    businessType: businessTypeOf[business.size],
    currentRevenue: yearlyRevenueOf[business.revenue],
    mainGoals: `${business.goals.join(', ')}. ${business.painPoints}`,
    timeline: 'Within 2 weeks',
  };
}

/** A sprint checkout started from the lead form; paid with Stripe's test card unless `pay` is false (abandoned). */
export async function checkOut(visitor, business, sprint, { pay }) {
  const step = `${business.name}: ${sprint} sprint checkout`;
  const { clientSecret } = await visitor.call(step, 'createPaymentIntent', { body: { package: sprint, checkoutKey: stableUuid('checkout', business.email, sprint), lead: leadForm(business) } });
  if (!pay) return;
  const card = { number: TestCards.success, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', postalCode: '10001' };
  const paid = await visitor.call(`${step} (payment)`, 'confirmTestModePayment', { body: { clientSecret, card } });
  if (paid.status !== 'succeeded') throw new Error(`${step}: the test card was not charged (${paid.status})`);
}

/** Books a strategy call on the site, as the wizard's thank-you page offers, at `startsAt` (an open slot). */
export function bookCall(visitor, business, submissionId, startsAt) {
  return visitor.call(`${business.name}: book a call`, 'bookCall', { body: { startsAt, submissionId } });
}
