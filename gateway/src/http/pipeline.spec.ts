import { ErrorEnvelope } from '@biz/contracts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

interface AccessLine {
  msg: string;
  level: number;
  reqId: string;
  method: string;
  path: string;
  statusCode: number;
  ms: number;
}

describe('the one request pipeline', () => {
  let webRoot: string;
  let admin: FakeUpstream;
  let gateway: RunningGateway;
  const lines: AccessLine[] = [];

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'gw-pipeline-'));
    await mkdir(join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    admin = await startUpstream('admin');
    gateway = await startGateway({ WEB_ROOT: webRoot, ADMIN_URL: admin.url, LOG_LEVEL: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  });
  afterAll(async () => {
    await gateway.close();
    await admin.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) {
    const res = await request(`${gateway.url}${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
    const text = await res.body.text();
    // The line is written when the response closes, which may be just after the client has read it.
    await new Promise((resolve) => setImmediate(resolve));
    return { status: res.statusCode, id: String(res.headers['x-request-id']), text };
  }

  it.each([
    ['GET', '/api/admin/status', 200, 30],
    ['GET', '/?from=ad', 200, 30],
    ['GET', '/missing.1a2b3c4d.js', 404, 30],
    ['POST', '/', 404, 30],
    ['GET', '/mf-remotes.json', 200, 30],
    ['GET', '/readyz', 200, 20],
  ] as const)('writes one access line for %s %s, with its request id, path and status', async (method, path, status, level) => {
    const res = await call(method, path, { accept: '*/*' });
    expect(res.status).toBe(status);
    const mine = lines.filter((l) => l.reqId === res.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', level, method, path: path.split('?')[0], statusCode: status });
    expect(mine[0].ms).toBeGreaterThanOrEqual(0);
  });

  it.each(['/internal/intake/submissions', '/internal'])('refuses %s whatever the method, with the envelope', async (path) => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, path);
      expect(res.status).toBe(404);
      expect(ErrorEnvelope.parse(JSON.parse(res.text)).error.code).toBe('NotFound');
    }
  });

  it('answers a method a page route does not take with the 404 envelope', async () => {
    const res = await call('POST', '/mf-remotes.json');
    expect(res.status).toBe(404);
    expect(ErrorEnvelope.parse(JSON.parse(res.text)).error.code).toBe('NotFound');
  });
});
