import { PlanData, type BusinessProfile, type WorkflowSuggestion } from '@biz/contracts';
import { composePlan } from './compose-plan';
import { suggestWorkflows } from './suggest-workflows';

const business: BusinessProfile = {
  businessName: 'Bright Smile Dental',
  contactEmail: 'owner@brightsmile.example',
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work', 'Enhance Customer Experience'],
  currentTools: 'Dentrix, Google Calendar',
  painPoints: 'Front desk spends hours confirming appointments',
};
const selected = suggestWorkflows(business).slice(0, 3);
const totals = { totalSetupCost: 260000, totalMonthlyCost: 24000 };

describe('composePlan', () => {
  const plan = composePlan({ business, selectedWorkflows: selected, ...totals });

  it('is a valid plan', () => {
    expect(PlanData.parse(plan)).toEqual(plan);
  });

  it('writes a summary about this business, its goals, pains, tools, choices and money', () => {
    const text = plan.executiveSummary;
    for (const part of ['Bright Smile Dental', 'small-team dental', 'reduce manual work and enhance customer experience', 'Front desk spends hours confirming appointments', 'Dentrix, Google Calendar', '$2,600', '$240', '2-3 weeks']) {
      expect(text).toContain(part);
    }
    for (const workflow of selected) expect(text).toContain(workflow.title);
    expect(text).toContain('3 automations');
  });

  it('lays out discovery, one build phase per workflow, launch and support, in order', () => {
    const timeline = plan.implementationTimeline;
    expect(timeline.map((p) => p.title)).toEqual([
      'Discovery and access',
      ...selected.map((w) => `Build: ${w.title}`),
      'Testing, training and launch',
      'Measure and optimise',
    ]);
    expect(timeline.map((p) => p.phase)).toEqual(['Week 1', 'Week 1-2', 'Week 1-2', 'Week 2-3', 'Week 3', 'After launch']);
    expect(timeline[0].description).toContain('Dentrix, Google Calendar');
    expect(timeline[1].description).toContain(selected[0].description);
  });

  it('handles one workflow an LLM invented, no tools and no pain points, and never escapes text', () => {
    const invented: WorkflowSuggestion = {
      id: 'llm-1-custom', title: 'Quote "Fast-Track" Flow', tags: [], description: 'Sends quotes & follow-ups <fast>.', benefit: 'Wins more jobs.',
      setupCost: 50000, monthlyCost: 5000, impact: 'medium',
    };
    const solo = { ...business, companySize: 'Solo' as const, currentTools: undefined, painPoints: undefined };
    const single = composePlan({ business: solo, selectedWorkflows: [invented], totalSetupCost: 50000, totalMonthlyCost: 5000 });
    expect(single.executiveSummary).toContain('1 automation to work: Quote "Fast-Track" Flow.');
    expect(single.executiveSummary).not.toContain('&quot;');
    expect(single.executiveSummary).not.toMatch(/tools you already use|slows you down/);
    expect(single.implementationTimeline[0].description).toContain('your calendar, inbox and website');
    expect(single.implementationTimeline[1].description).toContain('Sends quotes & follow-ups <fast>.');
  });
});
