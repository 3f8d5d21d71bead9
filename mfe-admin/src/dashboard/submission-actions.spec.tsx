import type { Submission } from '@biz/contracts';
import { exampleRow as submission } from './testing/example-row';
import { submissionActionItems, type SubmissionActionHandlers } from './submission-actions';


function recorder() {
  const calls: Array<[keyof SubmissionActionHandlers, string]> = [];
  const handler = (name: keyof SubmissionActionHandlers) => (chosen: Submission) => calls.push([name, chosen.businessName]);
  const handlers: SubmissionActionHandlers = {
    onView: handler('onView'),
    onDownloadPdf: handler('onDownloadPdf'),
    onEmail: handler('onEmail'),
    onCall: handler('onCall'),
    onOnboardingForm: handler('onOnboardingForm'),
    onDelete: handler('onDelete'),
  };
  return { calls, handlers };
}

describe("a submission's row menu", () => {
  it("offers SPEC §2's six actions in its order, each opening its own step for that submission", () => {
    const { calls, handlers } = recorder();
    const items = submissionActionItems(submission({}), handlers);
    expect(items.map((item) => item.label)).toEqual(['View profile', 'Download PDF', 'Send email', 'Schedule call', 'Onboarding form', 'Delete']);
    for (const item of items) item.onSelect();
    expect(calls.map(([name]) => name)).toEqual(['onView', 'onDownloadPdf', 'onEmail', 'onCall', 'onOnboardingForm', 'onDelete']);
    expect(new Set(calls.map(([, name]) => name))).toEqual(new Set(['Glow Med Spa']));
  });

  it('says why there is no PDF before the plan is written, and no onboarding form before workflows are chosen', () => {
    const { handlers } = recorder();
    const reasons = (s: Submission) => Object.fromEntries(submissionActionItems(s, handlers).map((item) => [item.label, item.unavailableReason]));
    expect(reasons(submission({}))).toMatchObject({ 'Download PDF': 'The plan is not generated yet', 'Onboarding form': 'No workflows chosen yet', 'Send email': undefined, Delete: undefined });
    // Workflows chosen, the plan still being written: the form can be made, the PDF not yet.
    const chosen = { status: 'pending' as const, planData: null, totalSetupCost: 120000, totalMonthlyCost: 9900 };
    expect(reasons(submission({ plan: chosen }))).toMatchObject({ 'Download PDF': 'The plan is not generated yet', 'Onboarding form': undefined });
    const written = { ...chosen, status: 'generated' as const, planData: { executiveSummary: 'Booking first.', implementationTimeline: [] } };
    expect(reasons(submission({ status: 'generated', plan: written }))).toMatchObject({ 'Download PDF': undefined, 'Onboarding form': undefined });
  });

  it('marks only Delete as dangerous', () => {
    const { handlers } = recorder();
    expect(submissionActionItems(submission({}), handlers).filter((item) => item.tone === 'danger').map((item) => item.label)).toEqual(['Delete']);
  });
});
