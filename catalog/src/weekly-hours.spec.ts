import { estimateWeeklyHours, smallTeamWeeklyHours } from './weekly-hours';
import { workflowTemplates } from './workflow-templates';

describe('estimateWeeklyHours', () => {
  it('has an estimate for every catalog workflow, and for none that is not in it', () => {
    expect(Object.keys(smallTeamWeeklyHours).sort()).toEqual(workflowTemplates.map((t) => t.id).sort());
  });

  it("differs by workflow and grows with the business's size", () => {
    expect(estimateWeeklyHours('ai-phone-receptionist', 'high', 'Small Team (2-10)')).toBe(10);
    expect(estimateWeeklyHours('review-request-automation', 'high', 'Small Team (2-10)')).toBe(1);
    expect(['Solo', 'Small Team (2-10)', 'Medium Team (11-50)', 'Large Team (50+)'].map((size) => estimateWeeklyHours('appointment-reminders', 'low', size as never))).toEqual([1.5, 3, 6, 9]);
    expect(estimateWeeklyHours('customer-feedback-surveys', 'low', 'Solo')).toBe(0.5);
    expect(estimateWeeklyHours('appointment-reminders', 'low', null)).toBe(3);
  });

  it('falls back to the estimate of its impact for a workflow the catalog does not hold', () => {
    expect(estimateWeeklyHours('made-up-by-someone', 'high', 'Solo')).toBe(8);
  });
});
