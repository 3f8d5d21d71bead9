import { randomBytes } from 'node:crypto';
import { envProblemsOf } from '@biz/server-kit/testing';
import { draftsFromOf, loadAdminEnv, passwordSignInOf } from './env';

/** Every production environment below has the secret of the internal calls (parseEnv requires it), so each tests what it names. */
const SERVICE_TOKEN_SECRET = 'the-secret-of-this-deployment-0123456789';
const CLIENT_ADDRESS_KEY = 'the-address-key-of-this-deployment-0123456789';

const problemsOf = (source: Record<string, string>) => envProblemsOf(loadAdminEnv, source);
const STAFF_MFA_KEY = randomBytes(32).toString('base64');
const LINK_SIGNING_KEY = randomBytes(32).toString('base64');

describe('admin configuration', () => {
  it('runs without ADMIN_PASSWORD outside production (a password is made up at boot)', () => {
    expect(loadAdminEnv({}).ADMIN_PASSWORD).toBeUndefined();
  });

  it('reaches intake and billing on their ports, and links to the gateway on its own, when no URL is given', () => {
    const env = loadAdminEnv({ INTAKE_PORT: '4101', BILLING_PORT: '4102', GATEWAY_PORT: '9090' });
    expect(env).toMatchObject({ INTAKE_URL: ['http://127.0.0.1:4101'], BILLING_URL: ['http://127.0.0.1:4102'], PUBLIC_URL: 'http://localhost:9090' });
    expect(loadAdminEnv({ INTAKE_URL: 'http://svc-intake:3001', PUBLIC_URL: 'https://agency.example/' })).toMatchObject({ INTAKE_URL: ['http://svc-intake:3001'], PUBLIC_URL: 'https://agency.example' });
  });

  it('refuses to start in production without an admin password, or with a short one, without echoing it', () => {
    const production = { NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, SUPPORT_EMAIL: 'help@agency.example', STAFF_MFA_KEY, LINK_SIGNING_KEY };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: required in production/)]);
    const short = problemsOf({ ...production, ADMIN_PASSWORD: 'hunter2' });
    expect(short).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: must be at least 12 characters in production/)]);
    expect(short.join('\n')).not.toContain('hunter2');
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'a long enough secret' })).toEqual([]);
  });

  it('refuses to start in production without the address support tickets go to (its development default reaches nobody)', () => {
    expect(problemsOf({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, ADMIN_PASSWORD: 'a long enough secret', STAFF_MFA_KEY, LINK_SIGNING_KEY })).toEqual([expect.stringMatching(/^SUPPORT_EMAIL: required in production/)]);
    expect(loadAdminEnv({}).SUPPORT_EMAIL).toBe('support@bizautomate.example');
  });

  it('refuses to start in production without a staff MFA key of its own, or with one that is not 32 bytes, without echoing it', () => {
    const production = { NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, SUPPORT_EMAIL: 'help@agency.example', ADMIN_PASSWORD: 'a long enough secret', LINK_SIGNING_KEY };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^STAFF_MFA_KEY: required in production/)]);
    const placeholder = problemsOf({ ...production, STAFF_MFA_KEY: 'REPLACE_ME' });
    expect(placeholder).toEqual([expect.stringMatching(/^STAFF_MFA_KEY: must be 32 random bytes in base64/)]);
    expect(placeholder.join('\n')).not.toContain('REPLACE_ME');
    expect(loadAdminEnv({}).STAFF_MFA_KEY).toHaveLength(44);
  });

  it('refuses to start in production without a link key of its own, or with the TOTP key as the link key', () => {
    const production = { NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, SUPPORT_EMAIL: 'help@agency.example', ADMIN_PASSWORD: 'a long enough secret', STAFF_MFA_KEY };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^LINK_SIGNING_KEY: required in production/)]);
    expect(problemsOf({ ...production, LINK_SIGNING_KEY: STAFF_MFA_KEY })).toEqual([expect.stringMatching(/^LINK_SIGNING_KEY: must not be STAFF_MFA_KEY/)]);
    expect(loadAdminEnv({}).LINK_SIGNING_KEY).not.toBe(loadAdminEnv({}).STAFF_MFA_KEY);
  });

  it('needs no ADMIN_PASSWORD in production once the password sign-in is off', () => {
    expect(problemsOf({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, SUPPORT_EMAIL: 'help@agency.example', STAFF_MFA_KEY, LINK_SIGNING_KEY, ADMIN_PASSWORD_LOGIN: 'off' })).toEqual([]);
  });

  it('retires the setup password by itself in production, keeps it elsewhere, and refuses to keep it for ever in production', () => {
    const production = { NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, SUPPORT_EMAIL: 'help@agency.example', STAFF_MFA_KEY, LINK_SIGNING_KEY, ADMIN_PASSWORD: 'a long enough secret' };
    expect(passwordSignInOf(loadAdminEnv(production))).toBe('until-owner');
    expect(passwordSignInOf(loadAdminEnv({}))).toBe('on');
    expect(passwordSignInOf(loadAdminEnv({ ADMIN_PASSWORD_LOGIN: 'until-owner' }))).toBe('until-owner');
    expect(problemsOf({ ...production, ADMIN_PASSWORD_LOGIN: 'on' })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD_LOGIN: on is for development/)]);
  });

  it('takes the session timeouts and the sign-in rate limit from the environment', () => {
    expect(loadAdminEnv({ SESSION_IDLE_TIMEOUT_MINUTES: '15', SESSION_ABSOLUTE_TIMEOUT_HOURS: '8', ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '3' })).toMatchObject({
      SESSION_IDLE_TIMEOUT_MINUTES: 15, SESSION_ABSOLUTE_TIMEOUT_HOURS: 8, ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: 3,
    });
    expect(problemsOf({ SESSION_IDLE_TIMEOUT_MINUTES: '0' })).toEqual([expect.stringMatching(/^SESSION_IDLE_TIMEOUT_MINUTES:/)]);
  });

  it.each([
    [{}, 'catalog'],
    [{ OPENAI_API_KEY: 'sk-live' }, 'worker'],
    [{ OPENAI_API_KEY: 'sk-live', DRAFTS_FROM: 'catalog' }, 'catalog'],
    [{ DRAFTS_FROM: 'worker' }, 'worker'],
  ])('drafts emails in the worker only with an LLM, unless DRAFTS_FROM says otherwise (%j → %s)', (env, expected) => {
    expect(draftsFromOf(loadAdminEnv(env))).toBe(expected);
  });
});
