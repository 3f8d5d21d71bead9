import { ClientDashboardResponse } from '@biz/contracts';
import { apiExamples } from '@biz/contracts/testing';
import { savingsCsv } from './savings-report.service';

const measured = ClientDashboardResponse.parse(apiExamples['GET /api/client/dashboard'].response);
const [dmBot] = measured.automations;
const dashboard: ClientDashboardResponse = {
  ...measured,
  automations: [dmBot, { ...dmBot, title: 'Missed-Call Text-Back, "after hours"', status: 'paused', actualWeeklyTimeSaved: null, reportedRuns: null, savingsBasis: 'estimated', estimatedWeeklyTimeSaved: 5 }],
};

/** The fields of one RFC 4180 record (quoted fields may hold commas and doubled quotes). */
const fieldsOf = (record: string) => [...record.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,"]*)/g)].map(([, field]) => field);

describe('the savings report as a CSV', () => {
  const csv = savingsCsv(dashboard);
  const records = csv.replace(/^\uFEFF/, '').split('\r\n');

  it('is one table a strict parser reads: the byte order mark, a header, a row per automation, the total and the value of a saved hour, each as wide, CRLF after each', () => {
    expect(csv.startsWith('\uFEFF"Automation",')).toBe(true);
    expect(records.at(-1)).toBe('');
    const rows = records.slice(0, -1);
    expect(rows).toHaveLength(1 + dashboard.automations.length + 2);
    for (const row of rows) expect(fieldsOf(row)).toHaveLength(6);
  });

  it('says per automation whether its hours are measured (its reported runs) or estimated (the agency’s estimate)', () => {
    expect(records).toContain('"Automation","Status","Go-live date","Hours a week","Basis","Saved a week (USD)"');
    expect(records).toContain('"Instagram DM Autoresponder","Live & Running","2026-11-20","7.5","measured","187.50"');
    expect(records).toContain('"Missed-Call Text-Back, ""after hours""","Paused","2026-11-20","5","estimated","0.00"');
    expect(records.at(-3)).toBe('"Total (live automations)","","","7.5","","187.50"');
    expect(records.at(-2)).toBe('"Value of a saved hour","","","","our standard rate","25.00"');
  });
});
