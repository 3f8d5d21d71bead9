import { ResourceGuide } from '@biz/contracts';
import { composeGuide } from './compose-guide';
import { workflowGuides } from './workflow-guides';

const standard = { cents: 2500, setFor: 'agency-default' } as const;

describe('the resource library guide of an automation', () => {
  it("says the catalog's own guide for its workflow, and counts its savings at the client's hour value", () => {
    const guide = ResourceGuide.parse(composeGuide({ workflowId: 'instagram-dm-autoresponder', title: 'Instagram DM Autoresponder', description: 'Answers DMs.', weeklyHours: 7.5, hourValue: standard }));
    const written = workflowGuides['instagram-dm-autoresponder'];
    expect(guide.summary).toBe(written.overview);
    expect(guide.sections.map((s) => s.heading)).toEqual(['What it does', 'Before it goes live', 'Getting the most from it', 'How we count its savings']);
    expect(guide.sections[0].points).toEqual(['Answers DMs.']);
    expect(guide.sections[1].points.slice(0, -1)).toEqual(written.beforeLive);
    expect(guide.sections[1].points[0]).toBe('Connect your Instagram business account to a Facebook page and make us a partner on it in Meta Business Suite.');
    expect(guide.sections[2].points.slice(0, -1)).toEqual(written.onceLive);
    expect(guide.sections[3].points[0]).toBe('About 7.5 h a week, valued at $25 an hour, our standard rate: $187.50 a week once it is live.');
    const own = composeGuide({ workflowId: 'instagram-dm-autoresponder', title: 'Instagram DM Autoresponder', description: 'Answers DMs.', weeklyHours: 7.5, hourValue: { cents: 6000, setFor: 'client' } });
    expect(own.sections[3].points[0]).toBe('About 7.5 h a week, valued at $60 an hour, set for your business: $450.00 a week once it is live.');
  });

  it('still guides a workflow the catalog no longer has, from its own description', () => {
    const guide = composeGuide({ workflowId: 'retired-workflow', title: 'Old Bot', description: 'Did things.', weeklyHours: 3, hourValue: standard });
    expect(guide.summary).toBe('Did things.');
    expect(guide.sections[1].points[0]).toContain('the accounts it works with');
  });
});
