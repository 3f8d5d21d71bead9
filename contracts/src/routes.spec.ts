import { serviceFor } from './routes';

describe('gateway route table', () => {
  it.each([
    ['/api/billing/config', 'billing'],
    ['/api/webhooks/stripe', 'billing'],
    ['/api/admin/clients/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', 'admin'],
  ])('routes %s to %s', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it.each([
    '/internal/intake/clients/1',
    '/internal/billing/orders',
    '/api/internal/x',
    '/api/unknown',
    '/api',
    '/api/business-intake/extra',
    '/api/business-intakes',
    '/api/logout/now',
    '/healthz',
    '/',
  ])('routes nothing for %s', (path) => {
    expect(serviceFor(path)).toBeUndefined();
  });

  it.each([
    '/api/admin/../../internal/x',
    '/api/admin/./status',
    '/api/admin/%2e%2e/internal',
    '/api/clients/x%2F..%2Finternal',
    '/api/client/..\\internal',
  ])('refuses the ambiguous path %s, which could escape its prefix upstream', (path) => {
    expect(serviceFor(path)).toBeUndefined();
  });
});
