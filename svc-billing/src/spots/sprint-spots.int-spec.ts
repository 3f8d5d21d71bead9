import { AgencyContent, CreatePaymentIntentResponse, OrderPaidJob, SendOrderConfirmationJob, SprintSpotsResponse, TestCards, type JobPayload } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { lastQueued } from '@biz/server-kit/testing/pact';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { FulfilmentService } from '../orders/fulfilment.service';
import { freshLead, paymentIntentIdOf, testCard } from '../testing/checkout.fixtures';

// The agency's weekly cap (decision 065), with billing's real checkout in test mode: two spots a week.
const TIME_ZONE = 'America/New_York';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sprint-spots-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function billingWith(spotsPerWeek: number | null): Promise<BillingTestApp> {
  const file = join(dir, `content-${spotsPerWeek}.json`);
  await writeFile(file, JSON.stringify(AgencyContent.parse({ ...shippedAgencyContent, spotsPerWeek })));
  return startBillingTestApp({ AGENCY_CONTENT_FILE: file, AGENCY_TIME_ZONE: TIME_ZONE });
}

const spotsOf = async (t: BillingTestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/billing/spots' });
  expect(res.statusCode).toBe(200);
  return SprintSpotsResponse.parse(res.json());
};

/** A growth sprint bought and paid by a new lead: what billing told the worker and the desk. */
async function paidSprint(t: BillingTestApp) {
  const intent = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'growth', lead: freshLead() } });
  const { clientSecret } = CreatePaymentIntentResponse.parse(intent.json());
  const paid = await t.app.inject({ method: 'POST', url: '/api/billing/test-mode/confirm-payment', payload: { clientSecret, card: testCard(TestCards.success) } });
  expect(paid.json()).toMatchObject({ status: 'succeeded' });
  const [order] = await t.query<{ id: string; paid_at: Date; starts_at: Date }>('SELECT o.id, o.paid_at, o.starts_at FROM $schema.orders o WHERE client_secret = $1', [clientSecret]);
  const [email] = await t.query<{ id: string }>('SELECT id FROM $schema.order_emails WHERE order_id = $1', [order.id]);
  const confirmation = SendOrderConfirmationJob.schema.parse(await t.aiJobData(email.id));
  return { order, confirmation };
}

/** Monday 00:00 in the agency's zone, `weeks` after this week's, as Postgres reckons it. */
async function monday(t: BillingTestApp, weeks: number): Promise<{ at: Date; day: string }> {
  const [row] = await t.query<{ at: Date; day: string }>(
    `SELECT (date_trunc('week', now() AT TIME ZONE $1) + $2 * interval '1 week') AT TIME ZONE $1 AS at, to_char(date_trunc('week', now() AT TIME ZONE $1) + $2 * interval '1 week', 'YYYY-MM-DD') AS day`,
    [TIME_ZONE, weeks],
  );
  return row;
}

describe('a week of two spots', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await billingWith(2);
  });
  afterAll(() => t?.close());

  it('counts the sprints paid this week, and a sprint paid in a full week starts on the first Monday with a spot', async () => {
    expect(await spotsOf(t)).toEqual({ perWeek: 2, taken: 0, left: 2, startsOn: null });
    const first = await paidSprint(t);
    expect(first.order.starts_at).toEqual(first.order.paid_at);
    expect(first.confirmation.startsOn).toBeNull();
    expect(await spotsOf(t)).toEqual({ perWeek: 2, taken: 1, left: 1, startsOn: null });

    await paidSprint(t);
    const nextWeek = await monday(t, 1);
    expect(await spotsOf(t)).toEqual({ perWeek: 2, taken: 2, left: 0, startsOn: nextWeek.day });

    const third = await paidSprint(t);
    expect(third.order.starts_at).toEqual(nextWeek.at);
    expect(third.confirmation.startsOn).toBe(nextWeek.day);
    expect(await spotsOf(t)).toEqual({ perWeek: 2, taken: 2, left: 0, startsOn: nextWeek.day });
    const fourth = await paidSprint(t);
    expect(fourth.order.starts_at).toEqual(nextWeek.at);
    // Next week is full now too: a sprint bought now starts the week after.
    expect((await spotsOf(t)).startsOn).toBe((await monday(t, 2)).day);
  });

  it('tells the desk when a later sprint starts, so its delivery clock runs from then', async () => {
    const { order } = await paidSprint(t);
    const paidJob: JobPayload<typeof OrderPaidJob> = OrderPaidJob.schema.parse((await lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, OrderPaidJob)).message);
    expect(paidJob.orderId).toBe(order.id);
    expect(new Date(paidJob.startsAt!)).toEqual((await monday(t, 2)).at);
  });

  it('keeps a refunded sprint on its week: its hours went to it', async () => {
    const before = await spotsOf(t);
    await t.query(`UPDATE $schema.orders SET status = 'refunded', refunded_at = now(), refund_id = 're_test_' || id WHERE starts_at < $1`, [(await monday(t, 1)).at]);
    expect(await spotsOf(t)).toEqual(before);
  });
});

it('gives each week its one spot when six sprints are paid at once', async () => {
  const t = await billingWith(1);
  try {
    const intents = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'starter', lead: freshLead() } })),
    );
    const fulfilment = t.app.get(FulfilmentService);
    await Promise.all(intents.map((res) => fulfilment.paymentSucceeded(paymentIntentIdOf(CreatePaymentIntentResponse.parse(res.json()).clientSecret))));
    const weeks = await t.query<{ week: string; sprints: number }>(`SELECT to_char(starts_at AT TIME ZONE $1, 'IYYY-IW') AS week, count(*)::int AS sprints FROM $schema.orders GROUP BY 1 ORDER BY 1`, [TIME_ZONE]);
    expect(weeks.map((w) => w.sprints)).toEqual([1, 1, 1, 1, 1, 1]);
  } finally {
    await t.close();
  }
});

it('without a cap, every sprint starts when paid and the week has no spots to count down', async () => {
  const t = await billingWith(null);
  try {
    for (let i = 0; i < 3; i++) {
      const { order, confirmation } = await paidSprint(t);
      expect(order.starts_at).toEqual(order.paid_at);
      expect(confirmation.startsOn).toBeNull();
    }
    expect(await spotsOf(t)).toEqual({ perWeek: null, taken: 3, left: null, startsOn: null });
  } finally {
    await t.close();
  }
});
