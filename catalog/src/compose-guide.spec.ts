import { ResourceGuide } from '@biz/contracts';
import { composeGuide } from './compose-guide';

describe('the resource library guide of an automation', () => {
  it("uses the catalog's benefit and tools, and counts its savings at $25 an hour", () => {
    const guide = ResourceGuide.parse(composeGuide({ workflowId: 'instagram-dm-autoresponder', title: 'Instagram DM Autoresponder', description: 'Answers DMs.', weeklyHours: 7.5 }));
    expect(guide.summary).toBe('Never miss a lead after hours');
    expect(guide.sections.map((s) => s.heading)).toEqual(['What it does', 'Before it goes live', 'Getting the most from it', 'How we count its savings']);
    expect(guide.sections[1].points[0]).toBe('Give us access to Instagram and Lead Capture: the onboarding form asks who can grant it.');
    expect(guide.sections[3].points[0]).toBe('About 7.5 h a week, valued at $25 an hour: $187.50 a week once it is live.');
  });

  it('still guides a workflow the catalog no longer has, from its own description', () => {
    const guide = composeGuide({ workflowId: 'retired-workflow', title: 'Old Bot', description: 'Did things.', weeklyHours: 3 });
    expect(guide.summary).toBe('Did things.');
    expect(guide.sections[1].points[0]).toContain('the accounts it works with');
  });
});
