import { shippedAgencyContent } from '@biz/contracts/testing';
import { startServiceProcess, type ServiceProcess } from '@biz/server-kit/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The compiled gateway as production starts it (`npx tsc -b` first), on ports of its own.
const listenAnywhere = { GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: '0', GATEWAY_INTERNAL_PORT: '0', CLIENT_ADDRESS_KEY: 'the address key of this deployment, 0123456789' };
const demoWarning = 'the sales page still shows the shipped demo case studies (Glow Aesthetics, Happy Tails Dog Care)';
const figuresWarning = 'the intake page shows figures no source backs, unverified copy: 1,200+ businesses automated; 4.9/5 average rating; $50,000 saved by our clients; $500-2000 typical setup cost.';

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

  it('warns in production while the shipped demo case studies and figures without a source are in place', async () => {
    running = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'production' }, 'gateway ready');
    await running.stop(); // every line written
    expect(running.output()).toContain(demoWarning);
    expect(running.output()).toContain(figuresWarning);
  });

  it('names only the figures without a source', async () => {
    const stats = [{ ...shippedAgencyContent.stats[0], source: 'Our CRM, December 2026' }, shippedAgencyContent.stats[1]];
    running = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'production', AGENCY_CONTENT_FILE: await contentFile({ ...shippedAgencyContent, stats }) }, 'gateway ready');
    await running.stop();
    expect(running.output()).toContain('unverified copy: 4.9/5 average rating. Give each');
  });

  it('says nothing of them once the agency has its own case studies and sourced figures, nor outside production', async () => {
    const own = await contentFile({
      ...shippedAgencyContent,
      caseStudies: [{ ...shippedAgencyContent.caseStudies[0], business: 'Bright Smiles Dental' }],
      stats: [{ value: '37', label: 'clinics automated', source: 'Our CRM, December 2026' }],
    });
    running = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'production', AGENCY_CONTENT_FILE: own }, 'gateway ready');
    await running.stop();
    const development = await startServiceProcess('gateway', { ...listenAnywhere, NODE_ENV: 'development' }, 'gateway ready');
    await development.stop();
    expect(running.output()).toContain('gateway ready');
    expect(running.output() + development.output()).not.toContain('demo case studies');
    expect(running.output() + development.output()).not.toContain('unverified copy');
  });
});
