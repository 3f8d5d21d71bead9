import { formatHours, formatUsd, hourValueWords, savedHoursValueCents, type HourValue, type ResourceGuide } from '@biz/contracts';
import type { WorkflowGuide } from './workflow-guide';
import { workflowGuides } from './workflow-guides';

export interface GuideInput {
  workflowId: string;
  title: string;
  description: string;
  /** The hours a week it saves (measured, else estimated). */
  weeklyHours: number;
  /** What the client's saved hour is worth. */
  hourValue: HourValue;
}

/** The guide of a workflow the catalog no longer has: its own description and what every automation needs. */
const generalGuide = (description: string): WorkflowGuide => ({
  overview: description,
  beforeLive: [
    'Give us access to the accounts it works with: the onboarding form asks who can grant it.',
    'Tell us the situations it must handle well, and when a person should take over.',
  ],
  onceLive: ['Tell us when something it does looks wrong, and we adjust it, usually the same week.'],
});

/**
 * A short guide to one automation for the client's resource library: what it does, what we need before it
 * goes live, how to get the most from it, and how its savings are counted. The words are the catalog's
 * guide for that workflow (workflow-guides.ts); a workflow the catalog no longer has gets the general one.
 */
export function composeGuide({ workflowId, title, description, weeklyHours, hourValue }: GuideInput): ResourceGuide {
  const guide = workflowGuides[workflowId] ?? generalGuide(description);
  return {
    workflowId,
    title,
    summary: guide.overview,
    sections: [
      { heading: 'What it does', points: [description] },
      {
        heading: 'Before it goes live',
        points: [...guide.beforeLive, 'Check what we show you in testing: nothing goes live before you say it works the way you do.'],
      },
      {
        heading: 'Getting the most from it',
        points: [...guide.onceLive, 'Look at the weekly numbers on your dashboard, and tell us when they look off.'],
      },
      {
        heading: 'How we count its savings',
        points: [
          `About ${formatHours(weeklyHours)} a week, ${hourValueWords(hourValue)}: ${formatUsd(savedHoursValueCents(weeklyHours, hourValue.cents))} a week once it is live.`,
          'Before go-live this is our estimate; after it, the hours we measure replace it.',
        ],
      },
    ],
  };
}
