import { parseGatewayConfig } from './env';

describe('gateway env', () => {
  it('defaults to the documented topology', () => {
    const config = parseGatewayConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      upstreams: { intake: ['http://127.0.0.1:3001'], billing: ['http://127.0.0.1:3002'], admin: ['http://127.0.0.1:3003'] },
      workerUrls: ['http://127.0.0.1:3004'],
      allowedOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      remotes: { intake: '/mfe/intake/mf-manifest.json', lockin: '/mfe/lockin/mf-manifest.json', admin: '/mfe/admin/mf-manifest.json', client: '/mfe/client/mf-manifest.json' },
      appConfig: { bookingUrl: null },
      maxBodyBytes: 1024 * 1024,
    });
    expect(config.upstreamConnectTimeoutMs).toBeLessThan(1_000);
  });

  it('follows the service ports when no URL is given, and an explicit URL wins', () => {
    const config = parseGatewayConfig({ INTAKE_PORT: '4101', BILLING_URL: 'http://billing.internal:80/', GATEWAY_PORT: '9090' });
    expect(config.upstreams.intake).toEqual(['http://127.0.0.1:4101']);
    expect(config.upstreams.billing).toEqual(['http://billing.internal:80']);
    expect(config.allowedOrigins).toEqual(['http://localhost:9090', 'http://127.0.0.1:9090']);
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(parseGatewayConfig({ SERVICE_HOST: '0.0.0.0', WORKER_PORT: '4104' }).workerUrls).toEqual(['http://127.0.0.1:4104']);
    expect(() => parseGatewayConfig({ INTAKE_PORT: 'abc' })).toThrow(/INTAKE_PORT/);
  });

  it('takes several instances of a service as a comma-separated list, and refuses a bad one among them', () => {
    const config = parseGatewayConfig({ INTAKE_URL: 'http://127.0.0.1:3001, http://127.0.0.1:3101/', WORKER_URL: 'http://w1:3004,http://w2:3004' });
    expect(config.upstreams.intake).toEqual(['http://127.0.0.1:3001', 'http://127.0.0.1:3101']);
    expect(config.workerUrls).toEqual(['http://w1:3004', 'http://w2:3004']);
    expect(() => parseGatewayConfig({ ADMIN_URL: 'http://127.0.0.1:3003,ftp://x' })).toThrow(/ADMIN_URL/);
    expect(() => parseGatewayConfig({ ADMIN_URL: ' , ' })).toThrow(/ADMIN_URL/);
  });

  it('publishes the booking page it is given, and refuses one that is not a web address', () => {
    expect(parseGatewayConfig({ BOOKING_URL: 'https://calendly.com/agency/call' }).appConfig).toEqual({ bookingUrl: 'https://calendly.com/agency/call' });
    expect(() => parseGatewayConfig({ BOOKING_URL: 'javascript:alert(1)' })).toThrow(/BOOKING_URL/);
  });

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      parseGatewayConfig({ GATEWAY_PORT: 'x', INTAKE_URL: 'ftp://nope', REDIS_URL: 'http://redis' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('GATEWAY_PORT');
    expect(message).toContain('INTAKE_URL');
    expect(message).toContain('REDIS_URL');
  });

  it('refuses in production a template placeholder, naming the variable and not its value', () => {
    const production = { NODE_ENV: 'production', REDIS_URL: 'rediss://:REPLACE_ME@redis.internal:6380' };
    expect(() => parseGatewayConfig(production)).toThrow(/REDIS_URL: holds a template's placeholder/);
    expect(() => parseGatewayConfig(production)).not.toThrow(/REPLACE_ME/);
    expect(parseGatewayConfig({ ...production, NODE_ENV: 'development' }).env).toBe('development');
  });

  it('refuses in production the development key of visitor addresses', () => {
    expect(() => parseGatewayConfig({ NODE_ENV: 'production' })).toThrow(/CLIENT_ADDRESS_KEY: required in production/);
    expect(parseGatewayConfig({ NODE_ENV: 'production', CLIENT_ADDRESS_KEY: 'the address key of this deployment, 0123456789' }).clientAddressKey).toBe('the address key of this deployment, 0123456789');
  });
});
