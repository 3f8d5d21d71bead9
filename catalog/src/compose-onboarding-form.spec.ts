import { OnboardingForm, type BusinessProfile, type WorkflowSuggestion } from '@biz/contracts';
import { composeOnboardingForm } from './compose-onboarding-form';
import { suggestWorkflows } from './suggest-workflows';

const business: BusinessProfile = { businessName: 'Glow Med Spa', contactEmail: 'owner@glow.example', industry: 'med-spa', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] };

describe('the catalog onboarding form', () => {
  it("asks each chosen workflow's own questions in a phase of its own, and every question once in the flat list", () => {
    const workflows = suggestWorkflows(business).slice(0, 3);
    const form = OnboardingForm.parse(composeOnboardingForm({ business, selectedWorkflows: workflows }));
    expect(form.title).toBe('Glow Med Spa onboarding');
    expect(form.phases?.map((p) => p.title)).toEqual(workflows.map((w) => w.title));
    expect(form.fields.filter((f) => f.category === workflows[0].title)).toEqual(form.phases?.[0].fields);
    expect(new Set(form.fields.map((f) => f.id)).size).toBe(form.fields.length);
    expect(form.estimatedTime).toBe('25 minutes');
    expect(form.successMetrics.kpis).toHaveLength(3);
    expect(form.implementationGuide.timeline.totalDuration).toBe('2-3 weeks');
  });

  it('stays inside the contract for a very long selection', () => {
    const many: WorkflowSuggestion[] = Array.from({ length: 40 }, (_, i) => ({ ...suggestWorkflows(business)[0], id: `w-${i}`, title: `Workflow ${i}`, benefit: 'x'.repeat(1000) }));
    expect(OnboardingForm.safeParse(composeOnboardingForm({ business, selectedWorkflows: many })).error).toBeUndefined();
  });
});
