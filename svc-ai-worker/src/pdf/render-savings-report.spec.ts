import { RenderSavingsReportJob, savingsOf, type Automation } from '@biz/contracts';
import { pdfText } from '@biz/server-kit/testing';
import { renderSavingsReportHandler } from './render-savings-report.handler';

const automation = (title: string, change: Partial<Automation>): Automation => ({
  id: '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  title,
  description: 'Works while you sleep.',
  status: 'pending',
  estimatedWeeklyTimeSaved: 5,
  actualWeeklyTimeSaved: null,
  minutesPerRun: null,
  runMinutesCeiling: 60,
  reportedRuns: null,
  savingsBasis: 'estimated',
  ingestTokenIssuedAt: null,
  setupCost: 50000,
  monthlyCost: 9700,
  progressPercent: 0,
  goLiveDate: null,
  lastActivityAt: null,
  resumeRequestedAt: null,
  sprint: null,
  supportEndsOn: null,
  ...change,
});

it("prints the dashboard's figures, each automation's hours (measured or estimated) and the savings week by week", async () => {
  const automations = [
    automation('Instagram DM Autoresponder', { status: 'live', actualWeeklyTimeSaved: 7.5, savingsBasis: 'measured', minutesPerRun: 3, reportedRuns: { today: 20, thisWeek: 40 }, goLiveDate: '2026-11-09' }),
    automation('Missed-Call Text-Back', { status: 'paused' }),
  ];
  // Measured weeks: the last full one (the 16th) saved half as much again as the one before.
  const savingsHistory = [
    { weekStart: '2026-11-09', hours: 5, savingsCents: 12500 },
    { weekStart: '2026-11-16', hours: 7.5, savingsCents: 18750 },
    { weekStart: '2026-11-23', hours: 2, savingsCents: 5000 },
  ];
  const payload = RenderSavingsReportJob.schema.parse({ businessName: 'Glow <b>Med</b> Spa', preparedOn: '2026-11-24', automations, ...savingsOf(automations, 2500), savingsHistory, hourValue: { cents: 2500, setFor: 'agency-default' } });
  const { pdfBase64 } = await renderSavingsReportHandler().handle(payload, { jobId: 'report-1', attempt: 1 });
  const { pages, pageTexts } = await pdfText(Buffer.from(pdfBase64, 'base64'));
  const text = pageTexts.join('\n');
  expect(pages).toBe(1);
  for (const part of ['Savings report', 'Glow <b>Med</b> Spa', '$187.50', '$812.50', '7.5 h a week', 'Weekly savings: Last 7 days · +50% last week vs the week before', 'Prepared November 24, 2026', 'Saved hours valued at $25 an hour, our standard rate', 'Basis']) expect(text).toContain(part);
  expect(text).toMatch(/Instagram DM Autoresponder[\s\S]*Live & Running[\s\S]*November 9, 2026[\s\S]*7\.5 h[\s\S]*Measured[\s\S]*\$187\.50/);
  expect(text).toMatch(/Missed-Call Text-Back[\s\S]*Paused[\s\S]*5 h[\s\S]*Estimated/);
  expect(text).toMatch(/Saved week by week[\s\S]*November 23, 2026[\s\S]*November 16, 2026[\s\S]*November 9, 2026/);
});
