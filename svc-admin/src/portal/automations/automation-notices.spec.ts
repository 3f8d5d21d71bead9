import type { Automation } from '@biz/contracts';
import { noticeOf } from './automation-notices';

const base: Automation = {
  id: '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  title: 'Missed-Call Text-Back',
  description: 'Texts back every missed call.',
  status: 'testing',
  estimatedWeeklyTimeSaved: 5,
  actualWeeklyTimeSaved: null,
  minutesPerRun: null,
  runMinutesCeiling: 60,
  reportedRuns: null,
  savingsBasis: 'estimated',
  ingestTokenIssuedAt: null,
  setupCost: 60000,
  monthlyCost: 5900,
  progressPercent: 80,
  goLiveDate: null,
  lastActivityAt: null,
  resumeRequestedAt: null,
  sprint: null,
  supportEndsOn: null,
};

describe('what the client is told of an agency change', () => {
  it.each([
    [{ status: 'live' }, 'Automation live', 'Your Missed-Call Text-Back is live'],
    [{ status: 'paused' }, 'Automation paused', 'Your Missed-Call Text-Back is paused'],
    [{ status: 'in_progress' }, 'Work started', 'We started building your Missed-Call Text-Back'],
    [{ goLiveDate: '2026-11-20' }, 'Go-live date set', 'Your Missed-Call Text-Back goes live on Nov 20, 2026'],
    [{ progressPercent: 90 }, 'Setup progress', 'Your Missed-Call Text-Back is 90% set up'],
    [{ actualWeeklyTimeSaved: 7.5 }, 'Savings updated', 'Your Missed-Call Text-Back saves about 7.5 h a week'],
    [{ status: 'live', progressPercent: 100, goLiveDate: '2026-11-20' }, 'Automation live', 'Your Missed-Call Text-Back is live'],
  ] as const)('%j → %s', (change, title, message) => {
    expect(noticeOf(base, { ...base, ...change })).toEqual({ title, message });
  });

  it('tells a paused automation moved back to work that it resumed, and says nothing when nothing the client sees changed', () => {
    expect(noticeOf({ ...base, status: 'paused' }, { ...base, status: 'in_progress' })?.title).toBe('Automation resumed');
    expect(noticeOf(base, { ...base, goLiveDate: null, lastActivityAt: '2026-11-24T10:00:00.000Z' })).toBeNull();
    expect(noticeOf({ ...base, estimatedWeeklyTimeSaved: 5, actualWeeklyTimeSaved: 6 }, { ...base, estimatedWeeklyTimeSaved: 4, actualWeeklyTimeSaved: 6 })).toBeNull();
  });
});
