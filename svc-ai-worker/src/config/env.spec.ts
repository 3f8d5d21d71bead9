import { parseWorkerEnv } from './env';

/** Every production environment below has the secret of the internal calls (parseEnv requires it), so each tests what it names. */
const SERVICE_TOKEN_SECRET = 'the-secret-of-this-deployment-0123456789';

describe('worker env', () => {
  it('falls back to the documented defaults', () => {
    expect(parseWorkerEnv({})).toMatchObject({
      WORKER_PORT: 3004, SERVICE_HOST: '127.0.0.1', REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: 'biz',
    });
  });

  it('runs without an LLM unless a key is set, with the LLM and lock defaults', () => {
    const env = parseWorkerEnv({});
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env).toMatchObject({ OPENAI_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 20_000, WORKER_LOCK_MS: 30_000 });
    expect(parseWorkerEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' })).toMatchObject({
      OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1',
    });
  });

  it('refuses a bad LLM or lock setting by name', () => {
    expect(() => parseWorkerEnv({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => parseWorkerEnv({ LLM_TIMEOUT_MS: '5' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => parseWorkerEnv({ WORKER_LOCK_MS: 'soon' })).toThrow(/WORKER_LOCK_MS/);
  });

  it('keeps emails in the log unless SMTP_URL is set, from the BizAutomate sender by default', () => {
    const env = parseWorkerEnv({ SMTP_URL: '' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SMTP_FROM).toBe('BizAutomate <hello@bizautomate.example>');
    expect(parseWorkerEnv({ SMTP_URL: 'smtps://user:secret@mail.example:465', SMTP_FROM: 'ops@agency.example' })).toMatchObject({
      SMTP_URL: 'smtps://user:secret@mail.example:465', SMTP_FROM: 'ops@agency.example',
    });
  });

  it('refuses an SMTP_URL that is not smtp(s) and a sender that is not an address', () => {
    expect(() => parseWorkerEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => parseWorkerEnv({ SMTP_FROM: 'BizAutomate' })).toThrow(/SMTP_FROM/);
  });

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      parseWorkerEnv({ WORKER_PORT: 'eighty', REDIS_URL: 'http://x', QUEUE_PREFIX: 'a:b' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('WORKER_PORT');
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('QUEUE_PREFIX');
  });

  it('keeps a development outbox file when asked, and refuses one in production (it holds one-time links)', () => {
    expect(parseWorkerEnv({ EMAIL_OUTBOX_FILE: '.run/outbox.jsonl' }).EMAIL_OUTBOX_FILE).toBe('.run/outbox.jsonl');
    expect(() => parseWorkerEnv({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, EMAIL_MODE: 'log', EMAIL_OUTBOX_FILE: '/tmp/outbox.jsonl' })).toThrow(/EMAIL_OUTBOX_FILE: development only/);
  });

  it('in production, refuses to keep emails unsent unless EMAIL_MODE=log says so', () => {
    expect(() => parseWorkerEnv({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET })).toThrow(/SMTP_URL: required in production: without it confirmation emails are rendered and logged/);
    expect(parseWorkerEnv({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, EMAIL_MODE: 'log' }).SMTP_URL).toBeUndefined();
    expect(parseWorkerEnv({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe('smtp://mail.example:587');
  });

  it('refuses an EMAIL_MODE that contradicts SMTP_URL', () => {
    expect(() => parseWorkerEnv({ EMAIL_MODE: 'smtp' })).toThrow(/SMTP_URL: required when EMAIL_MODE is smtp/);
    expect(() => parseWorkerEnv({ EMAIL_MODE: 'log', SMTP_URL: 'smtp://mail.example:587' })).toThrow(/EMAIL_MODE: log keeps emails unsent/);
  });
});
