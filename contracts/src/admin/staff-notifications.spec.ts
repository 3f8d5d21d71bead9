import { NotificationEvents, NotificationKindOfEvent, NotificationKinds, NotificationSectionOfEvent, recordAddress, StaffNotificationPreferences, StaffNotificationsQuery } from './staff-notifications';

describe("the agency's notifications", () => {
  it('open the overview at the business\'s own address, and any other section below it', () => {
    expect(recordAddress('b1', 'overview')).toBe('/admin/businesses/b1');
    expect(recordAddress('b1', 'tickets')).toBe('/admin/businesses/b1/tickets');
  });

  it('offer by email only kinds some event makes, and make every kind from some event', () => {
    expect(new Set(NotificationEvents.map((event) => NotificationKindOfEvent[event]))).toEqual(new Set(NotificationKinds));
  });

  it("count a run report the check refuses as out of bounds, on the automation's section", () => {
    expect(NotificationKindOfEvent['run-report-refused']).toBe('run-report-out-of-bounds');
    expect(NotificationSectionOfEvent['run-report-refused']).toBe('automations');
  });

  it('take a page size from the query string within bounds, and email choices of known kinds only', () => {
    expect(StaffNotificationsQuery.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(StaffNotificationsQuery.safeParse({ limit: '51' }).success).toBe(false);
    expect(StaffNotificationsQuery.safeParse({ before: 'not-an-id' }).success).toBe(false);
    expect(StaffNotificationPreferences.safeParse({ emailKinds: ['new-lead', 'everything'] }).success).toBe(false);
  });
});
