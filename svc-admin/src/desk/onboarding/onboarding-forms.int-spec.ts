import { composeOnboardingForm } from '@biz/catalog';
import { businessOf, ErrorEnvelope, GenerateOnboardingFormResponse, ONBOARDING_FORM_CONTENT_TYPE } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { clientThrough, submissionDetailOf } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// svc-admin in process on real svc-intake and svc-billing processes; no LLM, so the catalog composes in process.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;

beforeAll(async () => {
  stack = await startAdminOnContexts();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const post = (path: string) => stack.t.app.inject({ method: 'POST', url: path, headers: { cookie: stack.cookie }, payload: {} });
const generate = (id: string) => post(`/api/clients/${id}/generate-onboarding-form`);
const download = (id: string) => post(`/api/clients/${id}/download-onboarding-form`);

it("generates the form for the chosen workflows, keeps it, and downloads it as one standalone HTML file that runs nothing", async () => {
  const name = '<img src=x onerror=alert(1)> & "Sons"';
  const id = await clientThrough(stack.contexts, name, 'owner@sons.example', { select: 2, order: 'none' });
  expect((await download(id)).statusCode).toBe(409);

  const form = GenerateOnboardingFormResponse.parse((await generate(id)).json());
  const { submission, selectedWorkflows } = await submissionDetailOf(stack.contexts, id);
  expect(form).toEqual(composeOnboardingForm({ business: businessOf(submission), selectedWorkflows }));

  const res = await download(id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(ONBOARDING_FORM_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toBe('attachment; filename="img-src-x-onerror-alert-1-sons-onboarding-form.html"');
  const html = res.body;
  expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; &amp; &quot;Sons&quot;');
  for (const workflow of selectedWorkflows) expect(html).toContain(`<h2>${workflow.title.replaceAll('&', '&amp;')}</h2>`);
  expect(html).toContain('<input id="contact-phone" name="contact-phone" type="tel"');
}, 30_000);

it('refuses a business without chosen workflows (409), an unknown one (404) and a malformed id (400)', async () => {
  const id = await clientThrough(stack.contexts, 'Browsing Gym', 'owner@browsing-gym.example', { select: 0, order: 'none' });
  expect(ErrorEnvelope.parse((await generate(id)).json()).error.code).toBe('NoWorkflowsChosen');
  expect((await generate(randomUUID())).statusCode).toBe(404);
  expect((await download(randomUUID())).statusCode).toBe(404);
  expect((await generate('not-a-uuid')).statusCode).toBe(400);
});
