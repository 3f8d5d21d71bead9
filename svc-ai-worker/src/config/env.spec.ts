import { parseWorkerEnv } from './env';

describe('worker env', () => {
  it('falls back to the documented defaults', () => {
    expect(parseWorkerEnv({})).toMatchObject({
      WORKER_PORT: 3004, SERVICE_HOST: '127.0.0.1', REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: 'biz',
    });
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
});
