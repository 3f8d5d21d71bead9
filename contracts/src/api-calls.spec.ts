import { apiCalls, apiPath } from './api-calls';
import { apiExamples, SUBMISSION_ID } from './testing/api-examples.fixture';
import { serviceFor } from './routes';

const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('the 26 calls of SPEC §7', () => {
  it('are all declared once, each with an example', () => {
    expect(apiCalls).toHaveLength(26);
    expect(new Set(apiCalls.map(key)).size).toBe(26);
    expect(apiCalls.map(key).sort()).toEqual(Object.keys(apiExamples).sort());
  });

  it.each(apiCalls.map((c) => [key(c), c] as const))('%s accepts the spec example request and answer', (k, c) => {
    const example = apiExamples[k];
    if (c.request) expect(c.request.safeParse(example.request ?? {}).error).toBeUndefined();
    else expect(example.request).toBeUndefined();
    expect(c.response.safeParse(example.response).error).toBeUndefined();
  });

  it.each(apiCalls.map((c) => [key(c), c] as const))('%s is routed by the gateway to the service that owns it', (_k, c) => {
    const path = apiPath(c.path, { id: SUBMISSION_ID });
    expect(serviceFor(path)).toBe(c.service);
    expect(serviceFor(`${path}?x=1`)).toBe(c.service);
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(apiPath('/api/admin/clients/:id/plan/pdf', { id: 'a b' })).toBe('/api/admin/clients/a%20b/plan/pdf');
    expect(() => apiPath('/api/admin/clients/:id')).toThrow('missing :id');
  });

  it('rejects answers that break the contract (so the example checks above can fail)', () => {
    const intake = apiCalls.find((c) => c.path === '/api/business-intake')!;
    expect(intake.response.safeParse({ client: { id: 'not-a-uuid', businessName: 'x' }, suggestions: [] }).success).toBe(false);
    const plans = apiCalls.find((c) => c.path === '/api/subscription-plans')!;
    expect(plans.response.safeParse([{ name: 'Gold', description: '', monthlyPrice: 1, yearlyPrice: 10, maxAutomations: 1, features: [] }]).success).toBe(false);
    expect(plans.response.safeParse([{ name: 'Starter', description: '', monthlyPrice: 97.5, yearlyPrice: 10, maxAutomations: 1, features: [] }]).success).toBe(false);
  });
});
