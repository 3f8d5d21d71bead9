import { BusinessIntakeResponse } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { gatewayUrl, stackEnv } from '../stack';

// A page on another site can make the admin's browser send a POST with the session cookie (SameSite=Lax
// stops it for a fetch, not for every browser or a same-site subdomain); the gateway's cross-origin check
// must refuse it before any service acts. A GET navigation to the sign-out passes the gateway: svc-admin
// then leaves the session alive.
const foreign: Array<Record<string, string>> = [
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example' },
];

test('a cross-site request carrying the admin cookie is refused with 403, and the session and data stay', async ({ playwright, request }) => {
  const { client } = BusinessIntakeResponse.parse(
    await (await request.post('/api/business-intake', { data: { businessName: `Cross Site ${randomUUID().slice(0, 8)}`, contactEmail: 'cross-site@desk.example', industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } })).json(),
  );
  const admin = await playwright.request.newContext({ baseURL: gatewayUrl });
  expect((await admin.post('/api/admin/login', { data: { password: stackEnv.ADMIN_PASSWORD } })).status()).toBe(200);

  for (const headers of foreign) {
    const logout = await admin.post('/api/admin/logout', { data: {}, headers });
    expect(logout.status(), JSON.stringify(headers)).toBe(403);
    const deletion = await admin.delete(`/api/admin/clients/${client.id}`, { headers });
    expect(deletion.status(), JSON.stringify(headers)).toBe(403);
    // A navigation (a link on the foreign page) passes the gateway; it goes home, but signs nobody out.
    const navigation = await admin.get('/api/logout', { headers: { ...headers, referer: 'https://evil.example/' }, maxRedirects: 0 });
    expect(navigation.status(), JSON.stringify(headers)).toBe(303);
  }
  expect((await admin.get('/api/admin/status')).status()).toBe(200);
  expect((await admin.get(`/api/admin/clients/${client.id}/profile`)).status()).toBe(200);

  // The same calls from the admin's own pages pass.
  const own = { origin: gatewayUrl, 'sec-fetch-site': 'same-origin' };
  expect((await admin.delete(`/api/admin/clients/${client.id}`, { headers: own })).status()).toBe(200);
  expect((await admin.post('/api/admin/logout', { data: {}, headers: own })).status()).toBe(200);
  expect((await admin.get('/api/admin/status')).status()).toBe(401);
  await admin.dispose();
});
