import { dueInWords, taskFacts } from './task-words';

describe("a task's words", () => {
  it("says when it is due against the agency's today: overdue, today (with its time), or the day", () => {
    expect(dueInWords({ dueOn: '2026-12-01', dueTime: null }, '2026-12-03')).toBe('Overdue: due Tue, Dec 1');
    expect(dueInWords({ dueOn: '2026-12-03', dueTime: '14:30' }, '2026-12-03')).toBe('Due today at 2:30 PM');
    expect(dueInWords({ dueOn: '2026-12-04', dueTime: '09:05' }, '2026-12-03')).toBe('Due Fri, Dec 4 at 9:05 AM');
  });

  it('names its type, its owner (or nobody) and its repeat', () => {
    expect(taskFacts({ type: 'meeting', owner: { id: 'x', name: 'Dana Reyes' }, repeat: { every: 2, unit: 'week' } })).toBe('Meeting · Dana Reyes · Repeats every 2 weeks');
    expect(taskFacts({ type: 'to-do', owner: null, repeat: null })).toBe('To-do · Nobody owns it');
  });
});
