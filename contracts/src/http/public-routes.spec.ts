import { Endpoints, endpointNames, endpointPath, endpointsOf } from './endpoints';
import { matchPublicRoute } from './public-routes';

const SUBMISSION_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const samplePath = (name: (typeof endpointNames)[number]) => endpointPath(name, { id: SUBMISSION_ID, accountId: SUBMISSION_ID, token: 'a-signed-token' });

describe('endpoint declarations', () => {
  it('declare each method and path once', () => {
    const keys = endpointNames.map((name) => `${Endpoints[name].method} ${Endpoints[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep internal endpoints under /internal and everything else under /api', () => {
    for (const name of endpointNames) {
      const { path, audience } = Endpoints[name];
      expect([name, path.startsWith(audience === 'internal' ? '/internal/' : '/api/')]).toEqual([name, true]);
    }
  });

  it('split by service', () => {
    expect(endpointsOf('intake')).toContain('businessIntake');
    expect(endpointsOf('billing')).toContain('stripeWebhook');
    expect(endpointsOf('admin')).not.toContain('businessIntake');
  });

  it('fill path parameters, encoded, and refuse a missing one', () => {
    expect(endpointPath('submissionDetail', { id: 'a b' })).toBe('/internal/submissions/a%20b');
    expect(() => endpointPath('submissionDetail')).toThrow('missing :id');
  });
});

describe('the gateway route table', () => {
  const publicNames = endpointNames.filter((name) => Endpoints[name].audience !== 'internal');

  it.each(publicNames)('routes %s to its service, with or without a query string', (name) => {
    const { method, service, audience } = Endpoints[name];
    expect(matchPublicRoute(method, samplePath(name))).toEqual({ name, service, audience });
    expect(matchPublicRoute(method, `${samplePath(name)}?x=1`)).toMatchObject({ name });
  });

  it('answers HEAD as the GET it stands for', () => {
    expect(matchPublicRoute('HEAD', '/api/subscription-plans')).toMatchObject({ name: 'subscriptionPlans' });
  });

  it('names the allowed methods of a known path asked with another', () => {
    expect(matchPublicRoute('DELETE', '/api/business-intake')).toEqual({ allowed: ['POST'] });
    expect(matchPublicRoute('PATCH', `/api/admin/tasks/${SUBMISSION_ID}`)).toEqual({ allowed: ['PUT', 'DELETE'] });
  });

  it.each(endpointNames.filter((name) => Endpoints[name].audience === 'internal'))('never routes the internal %s', (name) => {
    expect(matchPublicRoute(Endpoints[name].method, samplePath(name))).toBeUndefined();
  });

  it.each(['/api/unknown', '/api', '/api/business-intake/extra', '/api/business-intakes', '/api/billing/other', '/healthz', '/'])('routes nothing for %s', (path) => {
    expect(matchPublicRoute('GET', path)).toBeUndefined();
  });

  it.each([
    '/api/admin/../../internal/x',
    '/api/admin/./status',
    '/api/admin/%2e%2e/internal',
    '/api/billing/x%2F..%2Fconfig',
    '/api/admin/..\\internal',
  ])('refuses the ambiguous path %s, which could point elsewhere upstream', (path) => {
    expect(matchPublicRoute('GET', path)).toBeUndefined();
  });
});
