import { composeGuide } from './compose-guide';
import { sentenceList } from './text';
import { workflowGuides } from './workflow-guides';
import { workflowTemplates } from './workflow-templates';

const sentencesOf = (id: string) => {
  const guide = workflowGuides[id];
  return [guide.overview, ...guide.beforeLive, ...guide.onceLive];
};

describe('the resource library copy of the catalog', () => {
  it('has a guide of its own for every workflow, and none for a workflow it does not have', () => {
    expect(Object.keys(workflowGuides).sort()).toEqual(workflowTemplates.map((t) => t.id).sort());
    const overviews = Object.values(workflowGuides).map((guide) => guide.overview);
    expect(new Set(overviews).size).toBe(overviews.length);
    for (const { id } of workflowTemplates) {
      expect(workflowGuides[id].beforeLive.length).toBeGreaterThanOrEqual(2);
      expect(workflowGuides[id].onceLive.length).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(workflowTemplates.map((t) => [t.id, t] as const))('%s is written in sentences, not assembled from its tags', (id, template) => {
    for (const sentence of sentencesOf(id)) {
      expect(sentence).toMatch(/^[A-Z].*[a-z0-9)'"][.!?]$/);
      expect(sentence).not.toMatch(/\s{2}|undefined|\{\{|\$\{/);
    }
    const text = sentencesOf(id).join(' ');
    // The old guide said "Give us access to <its tags>": a list of tags, or a tag capitalised mid-sentence, is that artefact.
    expect(text).not.toContain(sentenceList(template.tags));
    expect(text).not.toMatch(/access to [A-Z][\w-]* and [A-Z]/);
    for (const tag of template.tags.filter((tag) => /^[A-Z][a-z]/.test(tag) && tag !== template.title)) {
      expect(text).not.toMatch(new RegExp(`[a-z,] ${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} and `));
    }
  });

  it('is what the guide of each workflow says', () => {
    for (const template of workflowTemplates) {
      const guide = composeGuide({ workflowId: template.id, title: template.title, description: template.description, weeklyHours: 5, hourValue: { cents: 2500, setFor: 'agency-default' } });
      expect(guide.summary).toBe(workflowGuides[template.id].overview);
      const { beforeLive, onceLive } = workflowGuides[template.id];
      expect(guide.sections.flatMap((s) => s.points)).toEqual(expect.arrayContaining([...beforeLive, ...onceLive]));
    }
  });
});
