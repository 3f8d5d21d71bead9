import { ClientDashboardResponse } from '@biz/contracts';
import { apiExamples } from '@biz/contracts/testing';
import { savingsCsv } from './savings-report.service';

const measured = ClientDashboardResponse.parse(apiExamples['GET /api/client/dashboard'].response);
const [dmBot] = measured.automations;
const dashboard: ClientDashboardResponse = {
  ...measured,
  automations: [dmBot, { ...dmBot, title: 'Missed-Call Text-Back', status: 'paused', actualWeeklyTimeSaved: null, reportedRuns: null, savingsBasis: 'estimated', estimatedWeeklyTimeSaved: 5 }],
  savingsHistory: [
    { weekStart: '2026-11-09', hours: 5, savingsCents: 12500 },
    { weekStart: '2026-11-16', hours: 7.5, savingsCents: 18750 },
    { weekStart: '2026-11-23', hours: 1, savingsCents: 2500 },
  ],
};

describe('the savings report as a CSV', () => {
  const lines = savingsCsv(dashboard, '2026-11-25').split('\r\n');

  it('says per automation whether its hours are measured (its reported runs) or estimated (the agency’s estimate)', () => {
    expect(lines).toContain('"Automation","Status","Go-live date","Hours a week","Basis","Saved a week (USD)"');
    expect(lines).toContain('"Instagram DM Autoresponder","Live & Running","2026-11-20","7.5","measured","187.50"');
    expect(lines).toContain('"Missed-Call Text-Back","Paused","2026-11-20","5","estimated","0.00"');
    expect(lines).toContain('"Total (live automations)","","","7.5","","187.50"');
    expect(lines).toContain('"Monthly projection (USD)","","","","","812.50"');
  });

  it("names both periods of the Weekly Savings card: the figure's and the trend's", () => {
    expect(lines).toContain('"Weekly savings","Last 7 days · +50% last week vs the week before"');
  });
});
