import { shippedAgencyContent } from '@biz/contracts/testing';
import { startServiceProcess, type ServiceProcess } from '@biz/server-kit/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The compiled gateway as production starts it (`npx tsc -b` first), on ports of its own.
const listenAnywhere = { GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: '0', GATEWAY_INTERNAL_PORT: '0', CLIENT_ADDRESS_KEY: 'the address key of this deployment, 0123456789' };
const demoWarning = 'the sales page still shows the shipped demo case studies (Glow Aesthetics, Happy Tails Dog Care)';

describe('the gateway and the agency content file', () => {
  let dir: string;
  let running: ServiceProcess | undefined;
  const contentFile = async (content: unknown) => {
    const file = join(dir, `content-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, JSON.stringify(content));
    return file;
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gateway-content-'));
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses to start with an invalid file, naming the field', async () => {
    const file = await contentFile({ ...shippedAgencyContent, caseStudies: [{ ...shippedAgencyContent.caseStudies[0], business: '' }] });
    const start = startServiceProcess('gateway', { ...listenAnywhere, AGENCY_CONTENT_FILE: file }, 'gateway ready');
    await expect(start).rejects.toThrow(`gateway exited with 1 before "gateway ready":\nThe agency content file ${file} (AGENCY_CONTENT_FILE) has a problem:\n  caseStudies[0].business: Must not be empty`);
  });

  it('warns in production while the shipped demo case studies are in place', async () => {
    running = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'production' }, 'gateway ready');
    await running.stop(); // every line written
    expect(running.output()).toContain(demoWarning);
  });

  it('says nothing of it once the agency has its own case studies, nor outside production', async () => {
    const own = await contentFile({ ...shippedAgencyContent, caseStudies: [{ ...shippedAgencyContent.caseStudies[0], business: 'Bright Smiles Dental' }] });
    running = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'production', AGENCY_CONTENT_FILE: own }, 'gateway ready');
    await running.stop();
    const development = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'development' }, 'gateway ready');
    await development.stop();
    expect(running.output()).toContain('gateway ready');
    expect(running.output() + development.output()).not.toContain('demo case studies');
  });
});
