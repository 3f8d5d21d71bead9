import { BusinessIntakeResponse, BusinessSearchResponse, type BusinessIntakeRequest } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// The desk's search of businesses: by name, email or domain, the latest submission of each, best first.
let t: IntakeTestApp;
let ip = 1;

async function submit(businessName: string, contactEmail: string) {
  const body: BusinessIntakeRequest = { businessName, contactEmail, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] };
  const res = await t.app.inject({ method: 'POST', url: '/api/business-intake', headers: { ...fromClientAddress(`10.9.0.${ip++}`) }, payload: body });
  expect(res.statusCode).toBe(200);
  return BusinessIntakeResponse.parse(res.json()).client;
}
const searchOf = (q: string) => t.app.inject({ method: 'GET', url: `/internal/search/businesses?${new URLSearchParams({ q })}` });
async function names(q: string) {
  const res = await searchOf(q);
  expect(res.statusCode).toBe(200);
  return BusinessSearchResponse.parse(res.json()).businesses.map((b) => b.businessName);
}

beforeAll(async () => {
  t = await startIntakeTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
  await submit('Aglow Studio', 'hello@aglow-studio.example');
  await submit('Smile Dental', 'glowing@smile-dental.example');
  await submit('The Glow Bar', 'desk@glowbar.example');
  await submit('Glow Med Spa', 'front@glowmed.example');
  await submit('Percent 100% Plumbing', 'pipes@plumbing.example');
});
afterAll(() => t?.close());

describe('GET /internal/search/businesses', () => {
  it('ranks a name that starts with the text, then a word of the name, then the email, then anywhere', async () => {
    expect(await names('glow')).toEqual(['Glow Med Spa', 'The Glow Bar', 'Smile Dental', 'Aglow Studio']);
  });

  it('with five names or more that start with the text, answers the first five of them by name', async () => {
    for (const n of ['F', 'B', 'E', 'A', 'D', 'C']) await submit(`Harbor ${n} Dental`, `harbor-${n.toLowerCase()}@harbor.example`);
    expect(await names('harbor')).toEqual(['Harbor A Dental', 'Harbor B Dental', 'Harbor C Dental', 'Harbor D Dental', 'Harbor E Dental']);
  });

  it('finds a business by a fragment of its email or its domain, in any case', async () => {
    expect(await names('GLOWBAR.example')).toEqual(['The Glow Bar']);
    expect(await names('front@glow')).toEqual(['Glow Med Spa']);
  });

  it('with two characters, finds only the names and emails that start with them', async () => {
    expect(await names('gl')).toEqual(['Glow Med Spa', 'Smile Dental']);
  });

  it('answers each business once, by its latest submission', async () => {
    const renamed = await submit('Glow Medical Spa', 'FRONT@glowmed.example');
    const found = BusinessSearchResponse.parse((await searchOf('glow med')).json()).businesses;
    expect(found).toEqual([expect.objectContaining({ submissionId: renamed.id, businessName: 'Glow Medical Spa' })]);
  });

  it('takes LIKE wildcards and SQL as text', async () => {
    expect(await names('100%')).toEqual(['Percent 100% Plumbing']);
    expect(await names('_low')).toEqual([]);
    expect(await names("'; DROP TABLE submissions; --")).toEqual([]);
    expect((await t.rowCounts()).submissions).toBe(12);
  });

  it('refuses no text, one character or too long a text with 400 and the field', async () => {
    for (const url of ['/internal/search/businesses', '/internal/search/businesses?q=g', `/internal/search/businesses?q=${'a'.repeat(101)}`, '/internal/search/businesses?q=%20%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'ValidationFailed', fields: { q: expect.any(Array) } } });
    }
  });
});
