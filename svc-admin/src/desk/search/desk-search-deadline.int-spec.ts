import { DESK_SEARCH_DEADLINE_MS, DeskSearchResponse } from '@biz/contracts';
import { freePort } from '@biz/server-kit/testing';
import { createServer, type Server } from 'node:http';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// svc-intake and svc-billing accept the connection and never answer: the search answers by its deadline all the same.
let silent: Server;
let t: AdminTestApp;
let cookie: string;

beforeAll(async () => {
  const port = await freePort();
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  t = await startAdminTestApp({ INTAKE_URL: url, BILLING_URL: url });
  cookie = await t.adminCookie();
  await t.query(`INSERT INTO $schema.business_notes (business_id, body) VALUES (gen_random_uuid(), 'Call the landlord about the lease')`);
});
afterAll(async () => {
  await t?.close();
  silent?.closeAllConnections();
  await new Promise((resolve) => silent?.close(resolve));
});

it("answers a silent context's group as not available, within the deadline, and the desk's own hits (their business not known)", async () => {
  const started = Date.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/search?q=landlord', headers: { cookie } });
  const took = Date.now() - started;
  expect(res.statusCode).toBe(200);
  const { groups } = DeskSearchResponse.parse(res.json());
  expect(groups.find((g) => g.kind === 'business')).toEqual({ kind: 'business', available: false, partial: false, hits: [] });
  expect(groups.find((g) => g.kind === 'note')).toMatchObject({ available: true, hits: [{ title: 'Note', businessName: null, snippet: 'Call the landlord about the lease' }] });
  expect(groups.find((g) => g.kind === 'ticket')).toMatchObject({ available: true, hits: [] });
  expect(took).toBeGreaterThanOrEqual(DESK_SEARCH_DEADLINE_MS - 50);
  expect(took).toBeLessThan(DESK_SEARCH_DEADLINE_MS + 1_000);
});
