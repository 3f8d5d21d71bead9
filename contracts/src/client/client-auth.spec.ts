import { ClientLoginRequest, ClientSignupRequest } from './client-auth';
import { ClientDashboardResponse, unreadCount, AutomationStatusLabel, automationStateLabel } from './client-dashboard';
import { apiExamples } from '../testing/api-examples.fixture';
import { fieldErrors } from '../testing/field-errors.fixture';

describe('client login (SPEC §5)', () => {
  it('accepts an email and any non-empty password', () => {
    expect(fieldErrors(ClientLoginRequest, { email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it.each([
    [{ email: 'a@b', password: 'x' }, { email: ['Please enter a valid email address'] }],
    [{ email: '', password: 'x' }, { email: ['Please enter a valid email address'] }],
    [{ email: 'a@b.co', password: '' }, { password: ['Password is required'] }],
    [{ email: 'a@b.co' }, { password: ['Password is required'] }],
  ])('%o fails with %o', (input, expected) => {
    expect(fieldErrors(ClientLoginRequest, input)).toEqual(expected);
  });
});

describe('client signup (SPEC §5)', () => {
  const ok = { email: 'a@b.co', password: '12345678', businessName: 'Glow' };

  it('accepts an 8-character password', () => {
    expect(fieldErrors(ClientSignupRequest, ok)).toEqual({});
  });

  it.each([
    [{ email: 'nope' }, { email: ['Please enter a valid email address'] }],
    [{ password: '1234567' }, { password: ['Password must be at least 8 characters'] }],
    [{ password: undefined }, { password: ['Password must be at least 8 characters'] }],
    [{ businessName: '' }, { businessName: ['Business name is required'] }],
    [{ businessName: '  ' }, { businessName: ['Business name is required'] }],
  ])('%o fails with %o', (change, expected) => {
    expect(fieldErrors(ClientSignupRequest, { ...ok, ...change })).toEqual(expected);
  });
});

describe('client dashboard', () => {
  it('counts unread notifications for the bell', () => {
    const dashboard = ClientDashboardResponse.parse(apiExamples['GET /api/client/dashboard'].response);
    expect(unreadCount(dashboard.notifications)).toBe(1);
    expect(unreadCount([{ isRead: true }, { isRead: false }, { isRead: false }])).toBe(2);
  });

  it('labels pending and live automations as the spec does', () => {
    expect(AutomationStatusLabel.pending).toBe('Pending Setup');
    expect(AutomationStatusLabel.live).toBe('Live & Running');
  });

  it("shows a selection's automation as proposed until a sprint covers it or the agency starts it", () => {
    const sprint = { orderId: '00000000-0000-4000-8000-000000000001', package: 'growth' as const, dueAt: '2026-12-08T00:00:00.000Z', refunded: false };
    expect(automationStateLabel({ sprint: null, status: 'pending' })).toBe('Proposed');
    expect(automationStateLabel({ sprint, status: 'pending' })).toBe('Pending Setup');
    expect(automationStateLabel({ sprint: null, status: 'in_progress' })).toBe('In Progress');
  });

  it('accepts no subscription and refuses an unknown automation status', () => {
    const example = apiExamples['GET /api/client/dashboard'].response as { automations: object[] };
    expect(ClientDashboardResponse.safeParse({ ...example, subscription: null }).success).toBe(true);
    const broken = { ...example, automations: [{ ...example.automations[0], status: 'done' }] };
    expect(fieldErrors(ClientDashboardResponse, broken)).toHaveProperty(['automations.0.status']);
  });
});
