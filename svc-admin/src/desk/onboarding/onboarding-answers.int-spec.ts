import { ErrorEnvelope, ONBOARDING_LINK_SUBMISSIONS, WithdrawOnboardingLinksResponse, OnboardingFormToFill, OnboardingAnswerMessage, onboardingAnswerErrors, onboardingQuestions, SubmitOnboardingByLinkRequest, SendOnboardingLinkResponse, SubmissionProfileResponse, SubmitOnboardingAnswersResponse, ClientOnboardingResponse, LinkMessage } from '@biz/contracts';
import fc from 'fast-check';
import { randomBytes, randomUUID } from 'node:crypto';
import { SignedLinks } from '../../shared/signed-links/signed-links';
import { proveEmailOf, signUpClient } from '../../testing/account-emails';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { completeAnswers } from '../../testing/onboarding-answers';

// svc-admin in process on real svc-intake and svc-billing processes; no LLM, so the catalog composes the form.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;

beforeAll(async () => {
  // Every link request comes from one address here: the per-address limit is not what these tests count.
  stack = await startAdminOnContexts({ BOOKING_RATE_LIMIT_PER_MINUTE: '1000' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) => stack.t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const sendLink = (id: string) => inject('POST', `/api/admin/clients/${id}/onboarding-link`, {}, stack.cookie);
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await inject('GET', `/api/admin/clients/${id}/profile`, undefined, stack.cookie)).json());

/** What an attempt may have written: answers, their audit lines and the notices to the agency. */
async function writtenAbout(id: string) {
  const [answers, events, notices] = await Promise.all([
    stack.t.query<{ n: string }>('SELECT count(*) AS n FROM $schema.onboarding_answers WHERE submission_id = $1', [id]),
    stack.t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.audit_events WHERE subject_id = $1 AND action LIKE 'onboarding-answers.%'`, [id]),
    stack.t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.agency_emails WHERE subject LIKE 'Onboarding answers%'`),
  ]);
  return { answers: Number(answers[0].n), events: Number(events[0].n), notices: Number(notices[0].n) };
}

/** The token of the newest onboarding link emailed about the business, from the agency's email log. */
async function emailedToken(id: string): Promise<string> {
  const [email] = await stack.t.query<{ body: string; to_address: string }>(`SELECT body, to_address FROM $schema.agency_emails WHERE submission_id = $1 AND subject LIKE 'Your onboarding form%' ORDER BY created_at DESC LIMIT 1`, [id]);
  return decodeURIComponent(/\/client\/onboarding\?token=(\S+)/.exec(email.body)![1]);
}

async function businessWithLink(name: string) {
  const email = `owner-${randomBytes(4).toString('hex')}@onboarding.example`;
  const id = await clientThrough(stack.contexts, name, email, { select: 2, order: 'none' });
  const sent = await sendLink(id);
  expect(sent.statusCode).toBe(200);
  return { id, email, sent: SendOnboardingLinkResponse.parse(sent.json()), token: await emailedToken(id) };
}

it('the desk emails a signed link (through the email log), which opens the form made for the business', async () => {
  const { id, email, sent, token } = await businessWithLink('Link Spa');
  const [logged] = await stack.t.query<{ to_address: string; status: string }>('SELECT to_address, status FROM $schema.agency_emails WHERE id = $1', [sent.emailId]);
  expect(logged.to_address).toBe(email);
  expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
  const opened = await inject('POST', '/api/onboarding/form', { token });
  expect(opened.statusCode).toBe(200);
  const toFill = OnboardingFormToFill.parse(opened.json());
  expect(toFill).toMatchObject({ businessName: 'Link Spa', answers: null, submittedAt: null });
  expect(toFill.form.title).toBe('Link Spa onboarding');
  const profile = await profileOf(id);
  expect(profile.emails.map((e) => e.id)).toContain(sent.emailId);
  expect(profile.timeline).toContainEqual(expect.objectContaining({ kind: 'admin-action', action: 'onboarding-link.sent' }));
}, 30_000);

it('answers from the link are checked against the questions, kept on the record, timed, and announced to the agency; a resubmission replaces them; erasing the business erases them', async () => {
  const { id, token } = await businessWithLink('Answer Salon');
  const { form } = OnboardingFormToFill.parse((await inject('POST', '/api/onboarding/form', { token })).json());
  const before = await writtenAbout(id);

  const missing = await inject('POST', '/api/onboarding/answers', { token, answers: { website: 'not a link' } });
  expect(missing.statusCode).toBe(400);
  const { fields } = ErrorEnvelope.parse(missing.json()).error;
  expect(fields).toMatchObject({ 'contact-name': [OnboardingAnswerMessage.required], website: [OnboardingAnswerMessage.url] });
  const wrongChoice = await inject('POST', '/api/onboarding/answers', { token, answers: completeAnswers(form, { tone: 'Shouty', 'no-such-question': 'x' }) });
  expect(ErrorEnvelope.parse(wrongChoice.json()).error.fields).toEqual({ tone: [OnboardingAnswerMessage.notAChoice], 'no-such-question': [OnboardingAnswerMessage.unknownQuestion] });
  expect(await writtenAbout(id)).toEqual(before);

  const answers = completeAnswers(form, { 'opening-hours': 'Mon-Fri 9-5' });
  const first = await inject('POST', '/api/onboarding/answers', { token, answers });
  expect(first.statusCode).toBe(200);
  expect(SubmitOnboardingAnswersResponse.parse(first.json()).updated).toBe(false);
  const [notice] = await stack.t.query<{ to_address: string; body: string; submission_id: string | null }>(`SELECT to_address, body, submission_id FROM $schema.agency_emails WHERE subject = 'Onboarding answers received: Answer Salon'`);
  expect(notice).toMatchObject({ to_address: stack.t.env.SUPPORT_EMAIL, submission_id: null });
  expect(notice.body).toContain('Opening hours: Mon-Fri 9-5');

  const again = await inject('POST', '/api/onboarding/answers', { token, answers: { ...answers, 'opening-hours': 'Every day 8-8' } });
  expect(SubmitOnboardingAnswersResponse.parse(again.json()).updated).toBe(true);
  const profile = await profileOf(id);
  expect(profile.onboarding).toMatchObject({ via: 'link', answers: { 'opening-hours': 'Every day 8-8' } });
  expect(profile.onboarding!.form.title).toBe('Answer Salon onboarding');
  const actions = profile.timeline.flatMap((event) => (event.kind === 'admin-action' ? [event.action] : []));
  expect(actions).toEqual(expect.arrayContaining(['onboarding-answers.submitted', 'onboarding-answers.updated']));
  const reopened = OnboardingFormToFill.parse((await inject('POST', '/api/onboarding/form', { token })).json());
  expect(reopened.answers).toMatchObject({ 'opening-hours': 'Every day 8-8' });

  // Erasing the business erases its answers; its link then finds nothing.
  expect((await stack.t.app.inject({ method: 'DELETE', url: `/api/admin/clients/${id}`, headers: { cookie: stack.cookie } })).statusCode).toBe(200);
  expect((await writtenAbout(id)).answers).toBe(0);
  expect((await inject('POST', '/api/onboarding/form', { token })).statusCode).toBe(404);
}, 30_000);

it('an altered or expired link, or an answer of 1 MB, is a clear 4xx and writes nothing', async () => {
  const { id, token } = await businessWithLink('Guarded Gym');
  const { form } = OnboardingFormToFill.parse((await inject('POST', '/api/onboarding/form', { token })).json());
  const before = await writtenAbout(id);
  const answers = completeAnswers(form);

  const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const path of ['/api/onboarding/form', '/api/onboarding/answers']) {
    const res = await inject('POST', path, { token: altered, answers });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('OnboardingLinkInvalid');
  }
  const expired = SignedLinks.fromSecret(stack.t.env.LINK_SIGNING_KEY).sign('onboarding-form', id, new Date(Date.now() - 1000));
  const late = await inject('POST', '/api/onboarding/answers', { token: expired, answers });
  expect(late.statusCode).toBe(410);
  expect(ErrorEnvelope.parse(late.json()).error.code).toBe('OnboardingLinkExpired');
  const otherPurpose = SignedLinks.fromSecret(stack.t.env.LINK_SIGNING_KEY).sign('call-cancel', id, new Date(Date.now() + 86_400_000));
  expect((await inject('POST', '/api/onboarding/form', { token: otherPurpose })).statusCode).toBe(400);

  const huge = await inject('POST', '/api/onboarding/answers', { token, answers: { ...answers, 'opening-hours': 'x'.repeat(1_000_000) } });
  expect(huge.statusCode).toBeGreaterThanOrEqual(400);
  expect(huge.statusCode).toBeLessThan(500);
  expect(ErrorEnvelope.parse(huge.json()).error.fields).toEqual({ 'answers.opening-hours': [OnboardingAnswerMessage.tooLong(5000)] });
  const tooBig = await inject('POST', '/api/onboarding/answers', { token, answers: { ...answers, 'opening-hours': 'x'.repeat(1_100_000) } });
  expect(tooBig.statusCode).toBe(413);
  expect(await writtenAbout(id)).toEqual(before);
}, 30_000);

it('links are withdrawn from the record (a link sent after works), and each submits at most 5 answers', async () => {
  const { id, token } = await businessWithLink('Withdrawn Studio');
  const { form } = OnboardingFormToFill.parse((await inject('POST', '/api/onboarding/form', { token })).json());
  const answers = completeAnswers(form);
  // A link sent before versions existed names the business alone: it works until the links are withdrawn.
  const older = SignedLinks.fromSecret(stack.t.env.LINK_SIGNING_KEY).sign('onboarding-form', id, new Date(Date.now() + 86_400_000));
  expect((await inject('POST', '/api/onboarding/form', { token: older })).statusCode).toBe(200);

  const withdrawn = await inject('POST', `/api/admin/clients/${id}/onboarding-link/withdraw`, {}, stack.cookie);
  expect(WithdrawOnboardingLinksResponse.parse(withdrawn.json()).success).toBe(true);
  for (const link of [token, older]) {
    for (const path of ['/api/onboarding/form', '/api/onboarding/answers']) {
      const res = await inject('POST', path, { token: link, answers });
      expect([res.statusCode, ErrorEnvelope.parse(res.json()).error]).toEqual([410, { code: 'OnboardingLinkExpired', message: LinkMessage.onboardingWithdrawn }]);
    }
  }
  expect((await writtenAbout(id)).answers).toBe(0);
  expect((await profileOf(id)).timeline).toContainEqual(expect.objectContaining({ kind: 'admin-action', action: 'onboarding-link.withdrawn' }));

  // A new link works; bad answers cost none of its submissions; the sixth good one is refused.
  await sendLink(id);
  const fresh = await emailedToken(id);
  expect((await inject('POST', '/api/onboarding/answers', { token: fresh, answers: { website: 'not a link' } })).statusCode).toBe(400);
  for (let n = 0; n < ONBOARDING_LINK_SUBMISSIONS; n++) expect((await inject('POST', '/api/onboarding/answers', { token: fresh, answers })).statusCode).toBe(200);
  const sixth = await inject('POST', '/api/onboarding/answers', { token: fresh, answers });
  expect([sixth.statusCode, ErrorEnvelope.parse(sixth.json()).error]).toEqual([410, { code: 'OnboardingLinkExpired', message: LinkMessage.onboardingUsedUp }]);
  // It still opens the form, with the answers it sent.
  expect(OnboardingFormToFill.parse((await inject('POST', '/api/onboarding/form', { token: fresh })).json()).answers).not.toBeNull();
  // An unknown business withdraws nothing: 404.
  expect((await inject('POST', `/api/admin/clients/${randomUUID()}/onboarding-link/withdraw`, {}, stack.cookie)).statusCode).toBe(404);
}, 60_000);

it('a signed-in client fills its form in the portal once its email is proven; the owner of the business is told', async () => {
  const { id, email } = await businessWithLink('Portal Bakery');
  const client = await signUpClient(stack.t, { email, businessName: 'Portal Bakery' });

  // Before the address is proven the account owns nothing of the business.
  expect(ClientOnboardingResponse.parse((await inject('GET', '/api/client/onboarding', undefined, client)).json())).toEqual({ onboarding: null });
  expect((await inject('POST', '/api/client/onboarding', { answers: {} }, client)).statusCode).toBe(409);
  expect((await inject('GET', '/api/client/onboarding')).statusCode).toBe(401);

  await proveEmailOf(stack.t, email);
  const owner = `sam-${randomBytes(4).toString('hex')}@agency.example`;
  const [{ id: sam }] = await stack.t.query<{ id: string }>(`INSERT INTO $schema.staff_accounts (email, name, role, password_hash, totp_secret) VALUES ($1, 'Sam Ortiz', 'staff', 'x', 'x') RETURNING id`, [owner]);
  expect((await stack.t.app.inject({ method: 'PUT', url: `/api/admin/clients/${id}/follow-up`, headers: { cookie: stack.cookie }, payload: { ownerStaffId: sam, nextStep: null, dueOn: null } })).statusCode).toBe(200);
  const { onboarding } = ClientOnboardingResponse.parse((await inject('GET', '/api/client/onboarding', undefined, client)).json());
  expect(onboarding?.businessName).toBe('Portal Bakery');
  const saved = await inject('POST', '/api/client/onboarding', { answers: completeAnswers(onboarding!.form, { 'contact-name': 'Pat, owner' }) }, client);
  expect(saved.statusCode).toBe(200);
  expect((await profileOf(id)).onboarding).toMatchObject({ via: 'portal', answers: { 'contact-name': 'Pat, owner' } });
  const [notice] = await stack.t.query<{ body: string }>(`SELECT body FROM $schema.agency_emails WHERE to_address = $1 AND subject = 'Onboarding answers received: Portal Bakery'`, [owner]);
  expect(notice.body).toContain('Who is our main contact?: Pat, owner');
}, 30_000);

it('answers 200 malformed or wrong answers with 4xx only and writes nothing', async () => {
  const { id, token } = await businessWithLink('Fuzz Florist');
  const { form } = OnboardingFormToFill.parse((await inject('POST', '/api/onboarding/form', { token })).json());
  const before = await writtenAbout(id);
  const ids = [...onboardingQuestions(form).map((field) => field.id), 'unknown'];
  const answer = fc.oneof(fc.string({ maxLength: 600 }), fc.constantFrom('', 'https://x.example', 'a@b.example', '2027-01-15', '12', 'Playful'), fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.integer(), fc.constant(null), fc.object({ maxDepth: 1 }));
  const body = fc.oneof(fc.record({ token: fc.constant(token), answers: fc.dictionary(fc.constantFrom(...ids), answer, { maxKeys: 8 }) }), fc.record({ token: fc.oneof(fc.string(), fc.constant(token)), answers: fc.jsonValue() }, { requiredKeys: [] }));
  const wrong = body.filter((b) => {
    const parsed = SubmitOnboardingByLinkRequest.safeParse(b);
    return !parsed.success || Object.keys(onboardingAnswerErrors(form, parsed.data.answers)).length > 0;
  });
  await fc.assert(
    fc.asyncProperty(wrong, async (payload) => {
      const res = await stack.t.app.inject({ method: 'POST', url: '/api/onboarding/answers', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 200 },
  );
  expect(await writtenAbout(id)).toEqual(before);
}, 60_000);
