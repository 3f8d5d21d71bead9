import { serviceUrlOf, withDerivedUrls } from './instance-urls';

describe('withDerivedUrls', () => {
  it('derives every upstream URL and PUBLIC_URL from the ports when only the ports are set', () => {
    const env = withDerivedUrls({ INTAKE_PORT: '4001', BILLING_PORT: '4002', ADMIN_PORT: '4003', WORKER_PORT: '4004', GATEWAY_PORT: '9080' });
    expect(env).toMatchObject({
      INTAKE_URL: 'http://127.0.0.1:4001',
      BILLING_URL: 'http://127.0.0.1:4002',
      ADMIN_URL: 'http://127.0.0.1:4003',
      WORKER_URL: 'http://127.0.0.1:4004',
      PUBLIC_URL: 'http://localhost:9080',
    });
  });

  it('gives the local defaults for an empty environment, and treats an empty value as unset', () => {
    expect(withDerivedUrls({ INTAKE_URL: '', PUBLIC_URL: '' })).toEqual({
      INTAKE_URL: 'http://127.0.0.1:3001',
      BILLING_URL: 'http://127.0.0.1:3002',
      ADMIN_URL: 'http://127.0.0.1:3003',
      WORKER_URL: 'http://127.0.0.1:3004',
      PUBLIC_URL: 'http://localhost:8080',
    });
  });

  it('keeps what is given, and the rest of the environment', () => {
    const env = withDerivedUrls({ INTAKE_URL: 'http://svc-intake:3001', PUBLIC_URL: 'https://agency.example', INTAKE_PORT: '4001', LOG_LEVEL: 'warn' });
    expect(env).toMatchObject({ INTAKE_URL: 'http://svc-intake:3001', PUBLIC_URL: 'https://agency.example', LOG_LEVEL: 'warn', BILLING_URL: 'http://127.0.0.1:3002' });
  });

  it('reaches the services on SERVICE_HOST', () => {
    expect(withDerivedUrls({ SERVICE_HOST: '10.0.0.7', ADMIN_PORT: '5003' }).ADMIN_URL).toBe('http://10.0.0.7:5003');
  });
});

describe('serviceUrlOf', () => {
  it.each([
    [undefined, 'http://127.0.0.1:3001'],
    ['127.0.0.1', 'http://127.0.0.1:3001'],
    ['0.0.0.0', 'http://127.0.0.1:3001'],
    ['::', 'http://[::1]:3001'],
    ['::1', 'http://[::1]:3001'],
    ['svc-intake', 'http://svc-intake:3001'],
  ])('a process bound to %s is reached at %s', (host, url) => {
    expect(serviceUrlOf(host, 3001)).toBe(url);
  });
});
