import type { AgencyEmail, Order, SubmissionDetailResponse } from '@biz/contracts';
import type { NamedAuditEvent } from '../../shared/audit/audit-event.repository';
import { submissionTimeline } from './submission-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();

const detail = {
  submission: { createdAt: at(0), totalValue: 123400 },
  business: { submissions: [{ createdAt: at(0) }] },
  suggestions: [],
  selectedWorkflows: [{ title: 'Instagram DM Autoresponder' }, { title: 'Booking Bot' }],
  selectedAt: at(2),
  generations: [
    { kind: 'suggestions', source: 'llm', model: 'gpt-4o-mini', createdAt: at(0) },
    { kind: 'plan', source: 'catalog-fallback', model: 'catalog-3', createdAt: at(3) },
  ],
} as unknown as SubmissionDetailResponse;

const order = (id: string, created: number, paid: number | null, stage: Order['stage']) =>
  ({ id, package: 'growth', amountCents: 100000, createdAt: at(created), paidAt: paid === null ? null : at(paid), stage }) as Order;

const viewed: NamedAuditEvent = { id: 'e1', occurredAt: new Date(at(9)), actor: 'admin', action: 'submission.viewed', subjectId: 's', subjectKind: 'submission', requestId: 'r', details: {}, actorStaffId: null, by: { kind: 'bootstrap-owner' } };
const queued: NamedAuditEvent = { ...viewed, id: 'e2', occurredAt: new Date(at(8)), action: 'email.queued', details: { emailId: 'm1' }, actorStaffId: 'a', by: { kind: 'staff', name: 'Dana Reyes' } };
const email = { id: 'm1', subject: 'Your plan is ready', status: 'sent', createdAt: at(8) } as AgencyEmail;

it('puts every event newest first, naming who at the agency did what (a view of the record aside): the agency and its emails, the orders (begun and paid), the plan, the selection, the suggestions, the submission', () => {
  const timeline = submissionTimeline({ detail, orders: [order('o2', 7, null, 'abandoned'), order('o1', 4, 5, 'paid')], emails: [email], calls: [], auditEvents: [queued, viewed], moves: [], notes: [], activities: [] });
  expect(timeline).toEqual([
    // The view (at 9) is the audit trail's alone.
    // The email once, from its log entry with where it stands and who sent it (its 'email.queued' audit line is not repeated).
    { kind: 'email', at: at(8), emailId: 'm1', subject: 'Your plan is ready', status: 'sent', by: { kind: 'staff', name: 'Dana Reyes' } },
    { kind: 'order-started', at: at(7), orderId: 'o2', package: 'growth', amountCents: 100000, stage: 'abandoned' },
    { kind: 'order-paid', at: at(5), orderId: 'o1', package: 'growth', amountCents: 100000 },
    { kind: 'order-started', at: at(4), orderId: 'o1', package: 'growth', amountCents: 100000, stage: 'paid' },
    { kind: 'planned', at: at(3), source: 'catalog-fallback', model: 'catalog-3' },
    { kind: 'selected', at: at(2), workflows: ['Instagram DM Autoresponder', 'Booking Bot'], totalValue: 123400 },
    // The suggestions came in the same millisecond as the submission: the later of the two comes first.
    { kind: 'suggested', at: at(0), source: 'llm', model: 'gpt-4o-mini' },
    { kind: 'submitted', at: at(0) },
  ]);
});

it('has no selection before one is made, and no payment for an unpaid order', () => {
  const timeline = submissionTimeline({ detail: { ...detail, selectedAt: null, generations: [] }, orders: [order('o3', 1, null, 'pending')], emails: [], calls: [], auditEvents: [], moves: [], notes: [], activities: [] });
  expect(timeline.map((e) => e.kind)).toEqual(['order-started', 'submitted']);
});

it("shows every submission of the business, the earlier ones too", () => {
  const earlier = new Date(Date.UTC(2026, 10, 20, 9, 0)).toISOString();
  const business = { ...detail.business, submissions: [{ createdAt: at(0) }, { createdAt: earlier }] } as SubmissionDetailResponse['business'];
  const timeline = submissionTimeline({ detail: { ...detail, business, selectedAt: null, generations: [] }, orders: [], emails: [], calls: [], auditEvents: [], moves: [], notes: [], activities: [] });
  expect(timeline).toEqual([
    { kind: 'submitted', at: at(0) },
    { kind: 'submitted', at: earlier },
  ]);
});

it("words a follow-up as it was set and a note as written, each naming who, without repeating the follow-up's audit line", () => {
  const set: NamedAuditEvent = { ...queued, id: 'e3', occurredAt: new Date(at(6)), action: 'business.follow-up-set', details: { owner: 'Dana Reyes', nextStep: 'Call about the quote', dueOn: '2026-11-24', address: '127.0.0.1' } };
  const note = { id: 'n1', at: at(7), body: '<b>Prefers</b> mornings', by: { kind: 'bootstrap-owner' as const } };
  const timeline = submissionTimeline({ detail: { ...detail, selectedAt: null, generations: [] }, orders: [], emails: [], calls: [], auditEvents: [set], moves: [], notes: [note], activities: [] });
  expect(timeline).toEqual([
    { kind: 'note', at: at(7), noteId: 'n1', body: '<b>Prefers</b> mornings', by: { kind: 'bootstrap-owner' } },
    { kind: 'follow-up-set', at: at(6), owner: 'Dana Reyes', nextStep: 'Call about the quote', dueOn: '2026-11-24', by: { kind: 'staff', name: 'Dana Reyes' } },
    { kind: 'submitted', at: at(0) },
  ]);
});

it('lists a logged call at the time it happened, once (its audit line is not repeated), naming who logged it', () => {
  const logged: NamedAuditEvent = { ...queued, id: 'e4', occurredAt: new Date(at(9)), action: 'business.activity-logged', details: { activityId: 'a1', kind: 'call' } };
  const activity = { id: 'a1', kind: 'call' as const, happenedAt: at(5), outcome: 'Wants a quote', notes: 'Call back Friday', by: { kind: 'staff' as const, name: 'Dana Reyes' } };
  const timeline = submissionTimeline({ detail: { ...detail, selectedAt: null, generations: [] }, orders: [], emails: [], calls: [], auditEvents: [logged], moves: [], notes: [], activities: [activity] });
  expect(timeline).toEqual([
    { kind: 'activity-logged', at: at(5), activityId: 'a1', activity: 'call', outcome: 'Wants a quote', notes: 'Call back Friday', by: { kind: 'staff', name: 'Dana Reyes' } },
    { kind: 'submitted', at: at(0) },
  ]);
});
