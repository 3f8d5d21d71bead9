import { AdminDashboardResponse, ErrorEnvelope, type PipelineStage, Proposal, ProposalsResponse, PublicProposal, SendProposalResponse, SubmissionProfileResponse, proposalTotals } from '@biz/contracts';
import canonicalize from 'canonicalize';
import { createHash, randomBytes } from 'node:crypto';
import { pdfText, startWorkerProcess, waitUntil } from '@biz/server-kit/testing';
import { clientThrough } from '../../testing/client-fixtures';
import { proposalTokenIn } from '../../testing/proposal-links';
import { startAdminOnContexts } from '../../testing/context-processes';
import { ProposalsService } from './proposals.service';

// svc-admin in process on real svc-intake and svc-billing processes: the plan's automations come from intake.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;

beforeAll(async () => {
  // Every link request comes from one address here: the per-address limit is not what these tests count.
  stack = await startAdminOnContexts({ BOOKING_RATE_LIMIT_PER_MINUTE: '1000' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const desk = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => stack.t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: stack.cookie } });
const client = (url: string, payload: object) => stack.t.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': 'Proposal Test Browser/1.0' } });
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await desk('GET', `/api/admin/clients/${id}/profile`)).json());
const stageOf = async (id: string) => (await profileOf(id)).pipeline;
/** The board hears of a proposal through the desk's inbox: the stage the business reaches, once the move is worked. */
async function reaches(id: string, stage: PipelineStage) {
  await waitUntil(async () => (await stageOf(id)).stage === stage, 15_000);
  return stageOf(id);
}
const acceptedInPipeline = async () => AdminDashboardResponse.parse((await desk('GET', '/api/admin/dashboard')).json()).pipeline.proposals;
const codeOf = (res: { json: () => unknown }) => ErrorEnvelope.parse(res.json()).error.code;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function draftFor(name: string) {
  const email = `owner-${randomBytes(4).toString('hex')}@proposals.example`;
  const id = await clientThrough(stack.contexts, name, email, { select: 2, order: 'none' });
  const res = await desk('POST', `/api/admin/clients/${id}/proposals`, {});
  expect(res.statusCode).toBe(200);
  return { id, email, draft: Proposal.parse(res.json()) };
}

/** Sends the draft and reads the token from the email it logged. */
async function send(proposalId: string) {
  const res = await desk('POST', `/api/admin/proposals/${proposalId}/send`, {});
  expect(res.statusCode).toBe(200);
  const sent = SendProposalResponse.parse(res.json());
  const [email] = await stack.t.query<{ body: string; to_address: string; subject: string }>('SELECT body, to_address, subject FROM $schema.agency_emails WHERE id = $1', [sent.emailId]);
  return { sent, email, token: proposalTokenIn(email.body) };
}

it('drafts from the plan at its prices, edits within bounds, and freezes the document it sends by a signed link', async () => {
  const { id, email, draft } = await draftFor('Proposal Bakery');
  const { selectedWorkflows } = await profileOf(id);
  expect(draft).toMatchObject({ version: 1, status: 'draft', terms: { kind: 'setup', depositPercent: 50 }, items: selectedWorkflows.map((w) => ({ title: w.title, setupCents: w.setupCost })) });
  expect(draft.figures).toEqual(proposalTotals({ items: draft.items, terms: draft.terms }));
  expect(codeOf(await desk('POST', `/api/admin/clients/${id}/proposals`, {}))).toBe('ProposalDraftExists');

  const tooLate = await desk('PUT', `/api/admin/proposals/${draft.id}`, { items: draft.items, terms: draft.terms, validUntil: day(120), message: '' });
  expect(tooLate.statusCode).toBe(400);
  expect(Object.keys(ErrorEnvelope.parse(tooLate.json()).error.fields ?? {})).toEqual(['validUntil']);
  const sprintTooSmall = await desk('PUT', `/api/admin/proposals/${draft.id}`, { items: draft.items, terms: { kind: 'sprint', package: 'starter' }, validUntil: day(10), message: '' });
  expect(Object.keys(ErrorEnvelope.parse(sprintTooSmall.json()).error.fields ?? {})).toEqual(['terms']);
  const items = [{ title: 'Missed-call text back', setupCents: 120_000 }, ...draft.items.slice(1)];
  const edited = Proposal.parse((await desk('PUT', `/api/admin/proposals/${draft.id}`, { items, terms: { kind: 'setup', depositPercent: 30 }, validUntil: day(10), message: ' Built in two weeks. ' })).json());
  expect(edited).toMatchObject({ items, message: 'Built in two weeks.', figures: { setupCents: 120_000 + draft.items[1].setupCents, dueOnAcceptanceCents: Math.round((120_000 + draft.items[1].setupCents) * 0.3) } });

  const { sent, email: link, token } = await send(draft.id);
  expect(link).toMatchObject({ to_address: email, subject: 'Your proposal from BizAutomate for Proposal Bakery' });
  expect(link.body).toContain('Built in two weeks.');
  expect(sent.proposal.status).toBe('sent');
  expect(await reaches(id, 'proposal_sent')).toMatchObject({ stage: 'proposal_sent' });
  expect(codeOf(await desk('PUT', `/api/admin/proposals/${draft.id}`, { items, terms: edited.terms, validUntil: day(10), message: '' }))).toBe('ProposalNotDraft');

  const opened = PublicProposal.parse((await client('/api/proposals/view', { token })).json());
  expect(opened).toMatchObject({ status: 'sent', signature: null, document: { businessName: 'Proposal Bakery', items, figures: edited.figures, version: 1 } });
  // The hash is the SHA-256 of the document's canonical JSON: anyone holding the document can check it.
  expect(opened.documentHash).toBe(createHash('sha256').update(canonicalize(opened.document)!).digest('hex'));
  expect(opened.documentHash).toBe(sent.proposal.documentHash);
}, 40_000);

it('accepts once, by a typed name over the exact document, keeping time, address and browser; the business is won', async () => {
  const { id, email, draft } = await draftFor('Signed Salon');
  const { token } = await send(draft.id);
  const acceptedBefore = await acceptedInPipeline();
  const { documentHash } = PublicProposal.parse((await client('/api/proposals/view', { token })).json());

  const unticked = await client('/api/proposals/accept', { token, signerName: 'Ana Silva', agree: false, documentHash });
  expect(Object.keys(ErrorEnvelope.parse(unticked.json()).error.fields ?? {})).toEqual(['agree']);
  expect(codeOf(await client('/api/proposals/accept', { token, signerName: 'Ana Silva', agree: true, documentHash: 'f'.repeat(64) }))).toBe('ProposalChanged');

  const both = await Promise.all([0, 1].map(() => client('/api/proposals/accept', { token, signerName: '  Ana   Silva ', agree: true, documentHash })));
  expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  const proposals = ProposalsResponse.parse((await desk('GET', `/api/admin/clients/${id}/proposals`)).json()).proposals;
  expect(proposals[0]).toMatchObject({ status: 'accepted', signature: { signerName: 'Ana Silva', address: expect.any(String), userAgent: 'Proposal Test Browser/1.0', documentHash } });
  expect(await reaches(id, 'won')).toMatchObject({ stage: 'won' });
  // Signed work: what it asks once is the record's value and joins the Pipeline Value, by exactly that.
  expect((await profileOf(id)).acceptedProposalsCents).toBe(proposals[0].figures.setupCents);
  expect((await acceptedInPipeline()) - acceptedBefore).toBe(proposals[0].figures.setupCents);
  expect(PublicProposal.parse((await client('/api/proposals/view', { token })).json())).toMatchObject({ status: 'accepted', signature: { signerName: 'Ana Silva' } });
  expect(codeOf(await client('/api/proposals/decline', { token, reason: 'Changed my mind' }))).toBe('ProposalClosed');

  // The client and the agency are each emailed the signed copy, once, however often it was tried.
  const signedEmails = await stack.t.query<{ to_address: string; subject: string; signer: string }>(
    `SELECT to_address, subject, proposal_pdf -> 'signature' ->> 'signerName' AS signer FROM $schema.agency_emails WHERE proposal_pdf ->> 'documentHash' = $1 ORDER BY subject`,
    [documentHash],
  );
  expect(signedEmails).toEqual([
    { to_address: stack.t.env.SUPPORT_EMAIL, subject: 'Proposal accepted: Signed Salon', signer: 'Ana Silva' },
    { to_address: email, subject: 'Your signed proposal for Signed Salon', signer: 'Ana Silva' },
  ]);
}, 40_000);

it('prints an accepted proposal as signed (the worker renders it); an unsigned one has nothing to print', async () => {
  const { id, draft } = await draftFor('Printed Studio');
  const { token } = await send(draft.id);
  expect(codeOf(await desk('GET', `/api/admin/proposals/${draft.id}/pdf`))).toBe('ProposalNotSigned');
  const { documentHash } = PublicProposal.parse((await client('/api/proposals/view', { token })).json());
  await client('/api/proposals/accept', { token, signerName: 'Lee Park', agree: true, documentHash });
  const worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix });
  try {
    let pdf = await desk('GET', `/api/admin/proposals/${draft.id}/pdf`);
    // A worker's first render loads pdfmake and its fonts, which may take longer than this stack's deadline: the retry its Retry-After asks for is served.
    if (pdf.statusCode === 503) pdf = await desk('GET', `/api/admin/proposals/${draft.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="printed-studio-proposal-1-signed.pdf"');
    const text = (await pdfText(pdf.rawPayload)).pageTexts.join('\n');
    for (const part of ['Printed Studio', 'Lee Park', documentHash]) expect(text).toContain(part);
    expect((await profileOf(id)).timeline).toContainEqual(expect.objectContaining({ action: 'proposal.downloaded' }));
  } finally {
    await worker.stop();
  }
}, 60_000);

it('a new version replaces the sent one, whose link then says so; a declined proposal loses the business with its reason', async () => {
  const { id, draft } = await draftFor('Versioned Gym');
  const first = await send(draft.id);
  const second = Proposal.parse((await desk('POST', `/api/admin/clients/${id}/proposals`, {})).json());
  expect(second).toMatchObject({ version: 2, status: 'draft', items: draft.items });
  const { token, email } = await send(second.id);
  expect(email.body).toContain('version 2, which replaces the one we sent before');

  const old = await client('/api/proposals/view', { token: first.token });
  expect([old.statusCode, codeOf(old)]).toEqual([410, 'ProposalLinkExpired']);
  expect(ErrorEnvelope.parse(old.json()).error.message).toMatch(/replaced by a newer version/);
  const declined = PublicProposal.parse((await client('/api/proposals/decline', { token, reason: 'Too expensive for us this year' })).json());
  expect(declined.status).toBe('declined');
  expect(await reaches(id, 'lost')).toMatchObject({ stage: 'lost', lostReason: 'Proposal 2 declined: Too expensive for us this year' });
}, 40_000);

it('expires a sent proposal after its last day: the link says so and a business not won is lost', async () => {
  const { id, draft } = await draftFor('Late Florist');
  const { token } = await send(draft.id);
  await stack.t.query(`UPDATE $schema.proposals SET valid_until = $2 WHERE id = $1`, [draft.id, day(-3)]);
  expect(codeOf(await client('/api/proposals/accept', { token, signerName: 'Late Owner', agree: true, documentHash: 'a'.repeat(64) }))).toBe('ProposalLinkExpired');
  expect(await stack.t.app.get(ProposalsService).expireDue()).toBeGreaterThanOrEqual(1);
  expect(ProposalsResponse.parse((await desk('GET', `/api/admin/clients/${id}/proposals`)).json()).proposals[0].status).toBe('expired');
  expect(await reaches(id, 'lost')).toMatchObject({ stage: 'lost', lostReason: expect.stringMatching(/^Proposal 1 expired after /) });
}, 40_000);

it('sends a draft once: a second click changes nothing and withdraws nothing', async () => {
  const { draft } = await draftFor('Twice Clicked Cafe');
  const both = await Promise.all([0, 1].map(() => desk('POST', `/api/admin/proposals/${draft.id}/send`, {})));
  expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  const [row] = await stack.t.query<{ status: string }>('SELECT status FROM $schema.proposals WHERE id = $1', [draft.id]);
  expect(row.status).toBe('sent');
}, 40_000);

it('refuses a forged or altered link, and erasing a business erases its proposals and the agency’s copies of the signed one', async () => {
  const { id, draft } = await draftFor('Erased Barber');
  const { token } = await send(draft.id);
  const forged = await client('/api/proposals/view', { token: `${token.slice(0, -2)}xx` });
  expect([forged.statusCode, codeOf(forged)]).toEqual([400, 'ProposalLinkInvalid']);
  const { documentHash } = PublicProposal.parse((await client('/api/proposals/view', { token })).json());
  expect((await client('/api/proposals/accept', { token, signerName: 'Erin Barber', agree: true, documentHash })).statusCode).toBe(200);
  const copies = `SELECT id FROM $schema.agency_emails WHERE proposal_pdf ->> 'documentHash' = $1`;
  expect(await stack.t.query(copies, [documentHash])).toHaveLength(2);
  expect((await desk('DELETE', `/api/admin/clients/${id}`)).statusCode).toBe(200);
  expect(await stack.t.query('SELECT id FROM $schema.proposals WHERE id = $1', [draft.id])).toEqual([]);
  expect(await stack.t.query(copies, [documentHash])).toEqual([]);
  // The audit trail keeps that it was signed, never who typed what.
  const [accepted] = await stack.t.query<{ details: Record<string, unknown> }>(`SELECT details FROM $schema.audit_events WHERE action = 'proposal.accepted' AND details ->> 'proposalId' = $1`, [draft.id]);
  expect(JSON.stringify(accepted.details)).not.toContain('Erin Barber');
}, 40_000);
