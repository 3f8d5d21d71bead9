import { DownloadPlanPdfResponseHeaders, ErrorEnvelope, RETRY_AFTER_SECONDS } from '@biz/contracts';
import { pdfText, startWorkerProcess, type WorkerProcess } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { clientThrough, plannedClient } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// svc-admin in process, real svc-intake and svc-billing processes, and the real compiled worker, which
// generates the plans and renders the PDFs: the whole path of the download but for the gateway.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  stack = await startAdminOnContexts({ DOCUMENT_DEADLINE_MS: '1500' });
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.close();
});

const download = (id: string) => stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/plan/pdf`, headers: { cookie: stack.cookie } });
// A worker's first render loads pdfmake and its fonts: on a loaded machine it can miss this stack's short
// 1.5 s deadline, which is a 503 with Retry-After (the last test); the retries the header asks for are served.
async function downloadServed(id: string) {
  let res = await download(id);
  for (let retry = 0; retry < 2 && res.statusCode === 503; retry++) res = await download(id);
  return res;
}

it('downloads the generated plan as a PDF named after the business, with its figures, and records the download', async () => {
  const { submission, selectedWorkflows } = await plannedClient(stack.contexts, 'Café Olé & Co', 'owner@cafe-ole.example');
  const res = await downloadServed(submission.id);
  expect(res.statusCode).toBe(200);
  expect(DownloadPlanPdfResponseHeaders.parse(res.headers)['content-disposition']).toBe('attachment; filename="cafe-ole-co-automation-plan.pdf"');
  const { pages, pageTexts } = await pdfText(res.rawPayload);
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pageTexts[0]).toContain('Café Olé & Co');
  for (const workflow of selectedWorkflows) expect(pageTexts[0]).toContain(workflow.title);
  const total = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(pageTexts[0]).toContain(total(submission.plan!.totalSetupCost));
  expect(pageTexts[0]).toContain(total(submission.plan!.totalMonthlyCost));
  expect((await stack.t.app.get(AuditEventRepository).about('submission', submission.id)).map((e) => e.action)).toEqual(['plan.downloaded']);
}, 40_000);

it('answers 409 for a business without a plan, 404 for an unknown one and 400 for a malformed id, rendering nothing', async () => {
  const id = await clientThrough(stack.contexts, 'Undecided Barber', 'owner@undecided.example', { select: 0, order: 'none' });
  const unplanned = await download(id);
  expect(unplanned.statusCode).toBe(409);
  expect(ErrorEnvelope.parse(unplanned.json()).error.code).toBe('PlanNotReady');
  expect((await download(randomUUID())).statusCode).toBe(404);
  expect((await download('not-a-uuid')).statusCode).toBe(400);
  expect(await stack.t.app.get(AuditEventRepository).about('submission', id)).toEqual([]);
}, 20_000);

it('answers 503 with Retry-After within the deadline while no worker runs, and the PDF again once one is back', async () => {
  const { submission } = await plannedClient(stack.contexts, 'Patient Dental', 'owner@patient-dental.example');
  await worker?.stop();
  worker = undefined;
  const started = Date.now();
  const down = await download(submission.id);
  expect(down.statusCode).toBe(503);
  expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(ErrorEnvelope.parse(down.json()).error.code).toBe('DocumentUnavailable');
  expect(Date.now() - started).toBeLessThan(3_000);

  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix });
  expect((await downloadServed(submission.id)).statusCode).toBe(200);
}, 40_000);
