import { LogActivityRequest, repeatInWords, TaskRequest } from './business-tasks';

const task = { title: '  Send the quote ', type: 'email', dueOn: '2026-12-01', ownerStaffId: null };

describe('a task as the desk sends it', () => {
  it('is trimmed, with no time and no repeat unless given', () => {
    expect(TaskRequest.parse(task)).toEqual({ title: 'Send the quote', type: 'email', dueOn: '2026-12-01', dueTime: null, ownerStaffId: null, repeat: null });
  });

  it('refuses a blank title, an unknown type, a time that is not one and a repeat beyond a year, field by field', () => {
    const fields = (body: object) => (TaskRequest.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.')).sort();
    expect(fields({ ...task, title: '   ', type: 'fax' })).toEqual(['title', 'type']);
    expect(fields({ ...task, dueTime: '24:00' })).toEqual(['dueTime']);
    expect(fields({ ...task, dueTime: '9:30' })).toEqual(['dueTime']);
    expect(fields({ ...task, repeat: { every: 366, unit: 'day' } })).toEqual(['repeat.every']);
    expect(fields({ ...task, repeat: { every: 1.5, unit: 'week' } })).toEqual(['repeat.every']);
    expect(fields({ ...task, repeat: { every: 52, unit: 'week' } })).toEqual([]);
  });

  it('says a repeat in words', () => {
    expect(repeatInWords({ every: 1, unit: 'day' })).toBe('every day');
    expect(repeatInWords({ every: 2, unit: 'week' })).toBe('every 2 weeks');
  });
});

describe('a logged call or meeting', () => {
  it('has happened, has an outcome, and keeps no empty notes', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(LogActivityRequest.parse({ kind: 'call', happenedAt: past, outcome: ' No answer ', notes: '  ' })).toEqual({ kind: 'call', happenedAt: past, outcome: 'No answer', notes: null });
    const refused = LogActivityRequest.safeParse({ kind: 'call', happenedAt: new Date(Date.now() + 3_600_000).toISOString(), outcome: '' });
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['happenedAt', 'outcome']);
  });
});
