import { readdirSync, readFileSync } from 'node:fs';
import * as contracts from '../index';
import { Endpoints, type EndpointName } from '../http/endpoints';
import { PACT_DIR } from './pact-files';

// Runs with the providers, once every consumer has written its pact: each edge between the front ends, the
// services and the worker is pinned by a pact, so a provider change that breaks a caller fails here, in CI,
// before it ships.

/** Endpoints no consumer code calls, with why: nothing of ours would notice a change, so no pact can pin it. */
const notCalledByOurCode: Partial<Record<EndpointName, string>> = {
  stripeWebhook: "Stripe calls it; the real SDK's signed events test it (svc-billing's webhook specs)",
  logout: 'a browser navigation (a link), whose answer is a redirect no code of ours reads',
  planPdfByLink: "the link in a plan email, opened by the lead's browser; svc-admin's lead-emails spec tests it",
  staffNotificationStream: "the desk's EventSource, a stream that never ends, which a pact cannot replay; svc-admin's staff-notifications int-spec and e2e/admin/desk-notifications test it",
};

/** Jobs no service enqueues, with why. */
const notSentByOurCode: Record<string, string> = {
  'system.ping': "the worker's answer to a probe: the tests send it, no service does",
};

interface Pact {
  consumer: { name: string };
  provider: { name: string };
  interactions?: { request: { method: string; path: string } }[];
  messages?: { metadata?: { job?: string } }[];
}

const pacts: Pact[] = readdirSync(PACT_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(`${PACT_DIR}/${file}`, 'utf8')) as Pact);

const templateOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

describe('the pacts cover every edge', () => {
  it.each(Object.keys(Endpoints).filter((name) => !(name in notCalledByOurCode)) as EndpointName[])('%s is pinned by a pact', (name) => {
    const { method, path } = Endpoints[name];
    const callers = pacts.filter((pact) => pact.interactions?.some((i) => i.request.method === method && templateOf(path).test(i.request.path.split('?')[0])));
    expect(callers.map((pact) => pact.consumer.name)).not.toEqual([]);
  });

  const jobs = (Object.values(contracts) as { name?: unknown; queue?: unknown; schema?: unknown }[])
    .filter((value) => typeof value === 'object' && value !== null && typeof value.name === 'string' && typeof value.queue === 'string' && value.schema !== undefined)
    .map((job) => job.name as string)
    .filter((job) => !(job in notSentByOurCode));

  it.each(jobs)('the job %s is pinned by a message pact', (job) => {
    expect(pacts.filter((pact) => pact.messages?.some((message) => message.metadata?.job === job)).map((pact) => pact.consumer.name)).not.toEqual([]);
  });
});
