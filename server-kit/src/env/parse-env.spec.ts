import { z } from 'zod';
import { CommonEnv, Port, SchemaName } from './common-env';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '../http/service-token';
import { EnvValidationError, parseEnv } from './parse-env';

const ServiceEnv = z.object({ ...CommonEnv, BILLING_PORT: Port.default(3002), BILLING_DB_SCHEMA: SchemaName.default('billing') });

describe('parseEnv', () => {
  it('gives the local defaults for an empty environment, frozen', () => {
    const env = parseEnv(ServiceEnv, {});
    expect(env).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SERVICE_HOST: '127.0.0.1',
      JOB_BACKOFF_BASE_MS: 1000,
      JOB_BACKOFF_CAP_MS: 600000,
      SESSION_IDLE_TIMEOUT_MINUTES: 30,
      SESSION_ABSOLUTE_TIMEOUT_HOURS: 12,
      SERVICE_TOKEN_SECRET: DEVELOPMENT_SERVICE_TOKEN_SECRET,
      BILLING_PORT: 3002,
      BILLING_DB_SCHEMA: 'billing',
    });
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('coerces a port and treats an empty value as unset', () => {
    const env = parseEnv(ServiceEnv, { BILLING_PORT: '4123', LOG_LEVEL: '' });
    expect(env.BILLING_PORT).toBe(4123);
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('lists every bad variable in one message, not just the first', () => {
    const bad = { DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', BILLING_PORT: '70000', LOG_LEVEL: 'loud', BILLING_DB_SCHEMA: 'Bad-Name' };
    let thrown: unknown;
    try {
      parseEnv(ServiceEnv, bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvValidationError);
    const error = thrown as EnvValidationError;
    expect(error.problems).toHaveLength(5);
    for (const name of Object.keys(bad)) expect(error.message).toContain(`${name}:`);
    expect(error.message.split('\n')[0]).toBe('Invalid environment (5 problems):');
  });

  it('says when a required variable is missing', () => {
    const Required = z.object({ ADMIN_PASSWORD: z.string().min(12) });
    expect(() => parseEnv(Required, {})).toThrow(/ADMIN_PASSWORD: .*\(not set\)/);
  });

  it('never echoes a bad value back (it may be a secret)', () => {
    const Secret = z.object({ STRIPE_SECRET_KEY: z.string().startsWith('sk_') });
    expect(() => parseEnv(Secret, { STRIPE_SECRET_KEY: 'pk_live_leaky' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('pk_live_leaky') }));
  });

  it('refuses in production a variable of the schema that holds a placeholder, naming it, not echoing it', () => {
    const WithSecret = z.object({ ...CommonEnv, STRIPE_SECRET_KEY: z.string().optional() });
    const production = { NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 'a-real-secret-of-this-deployment-0123456', DATABASE_URL: 'postgres://app:REPLACE_ME@db:5432/app', STRIPE_SECRET_KEY: 'sk_live_REPLACE_ME', UNRELATED: 'changeme' };
    expect(() => parseEnv(WithSecret, production)).toThrow(EnvValidationError);
    try {
      parseEnv(WithSecret, production);
    } catch (error) {
      expect((error as EnvValidationError).problems).toEqual([expect.stringMatching(/^DATABASE_URL: holds a template's placeholder/), expect.stringMatching(/^STRIPE_SECRET_KEY: holds a template's placeholder/)]);
      expect((error as Error).message).not.toContain('REPLACE_ME');
    }
    expect(parseEnv(WithSecret, { ...production, NODE_ENV: 'development' }).STRIPE_SECRET_KEY).toBe('sk_live_REPLACE_ME');
  });

  it('refuses in production the development secret of the internal calls', () => {
    expect(() => parseEnv(ServiceEnv, { NODE_ENV: 'production' })).toThrow(/SERVICE_TOKEN_SECRET: required in production/);
    expect(parseEnv(ServiceEnv, { NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 'a-real-secret-of-this-deployment-0123456' }).NODE_ENV).toBe('production');
  });
});
