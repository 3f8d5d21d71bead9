import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Exchange, type Edge } from '../http/exchange';
import { sendStatic } from './static-files';

// A real HTTP exchange: the file is sent whole, and a visitor who left before it was found gets nothing and
// costs no error line (a navigation away or a cancelled prefetch is not a failure).
let root: string;
const body = 'x'.repeat(100_000);
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gw-static-'));
  await writeFile(join(root, 'app.txt'), body);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function serveOnce(before: (res: ServerResponse) => void) {
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
  const edge = { log, securityHeaders: () => ({}), trustProxy: () => false, closing: () => false } as unknown as Edge;
  let done!: Promise<void>;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    before(res);
    done = sendStatic(new Exchange(edge, req, res, '/app.txt'), root, 'app.txt');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const received = await new Promise<string>((resolve) => {
    const call = request({ port, host: '127.0.0.1', path: '/app.txt' }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', () => resolve(text));
    });
    call.on('error', () => resolve('')).end();
  });
  await done;
  await new Promise((resolve) => server.close(resolve));
  return { received, log };
}

it('sends the file whole', async () => {
  const { received, log } = await serveOnce(() => undefined);
  expect(received).toBe(body);
  expect(log.error).not.toHaveBeenCalled();
});

it('sends nothing, and logs no failure, to a visitor who left while the file was looked up', async () => {
  const { received, log } = await serveOnce((res) => res.destroy());
  expect(received).toBe('');
  expect(log.error).not.toHaveBeenCalled();
  expect(log.warn).not.toHaveBeenCalled();
});
