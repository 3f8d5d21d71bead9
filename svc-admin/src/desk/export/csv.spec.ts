import { NO_FOLLOW_UP, type BusinessRow } from '@biz/contracts';
import { csvField, csvRow } from '../../shared/files/csv';
import { businessCsvRow } from './submissions-csv';

describe('csvField', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `"'=HYPERLINK(""https://evil.example"",""Click"")"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('keeps %j inert behind an apostrophe', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['Glow Med Spa', '"Glow Med Spa"'],
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['The "Best" Salon', '"The ""Best"" Salon"'],
    ['line one\nline two', '"line one\nline two"'],
    ['<img src=x onerror=alert(1)>', '"<img src=x onerror=alert(1)>"'],
    ['100% = good', '"100% = good"'],
    ['', '""'],
  ])('quotes %j as it is', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

it('ends a row with CRLF', () => {
  expect(csvRow(['a', 'b'])).toBe('"a","b"\r\n');
});

it('writes numbers bare and nothing as an empty field, and refuses a number a spreadsheet cannot read', () => {
  expect(csvRow(['a', 5130, 0.5, null, '-1'])).toBe(`"a",5130,0.5,,"'-1"\r\n`);
  expect(() => csvField(Number.NaN)).toThrow(RangeError);
});

it('writes a business as the table shows it and what a spreadsheet needs beside it: money in dollars as numbers, ISO times, formula-safe text', () => {
  const row = {
    businessName: '=cmd|" /C calc"!A0',
    industry: 'med-spa',
    contactEmail: 'owner@glow.example',
    primaryGoals: ['Increase Revenue', 'Save Time'],
    totalValue: 1234550,
    status: 'generated',
    createdAt: '2026-11-23T09:00:00.000Z',
    submissionCount: 2,
    plan: { status: 'generated', planData: null, totalSetupCost: 250000, totalMonthlyCost: 49900 },
  } as BusinessRow;
  const facts = { phone: '+1 555 0100', workflows: ['Booking Bot', 'DM Autoresponder'], stage: 'won' as const, followUp: { owner: { id: 'x', name: 'Dana Reyes' }, nextStep: 'Kickoff', dueOn: '2026-11-30' } };
  expect(businessCsvRow(row, facts)).toBe(
    `"'=cmd|"" /C calc""!A0","Med Spa","owner@glow.example","'+1 555 0100","Increase Revenue; Save Time","Booking Bot; DM Autoresponder",12345.5,2500,499,"Generated ✓","Won","Dana Reyes","Kickoff","2026-11-30","2026-11-23T09:00:00.000Z",2,,\r\n`,
  );
  const handled = { by: { kind: 'staff', name: '=Dana' } as const, at: new Date('2026-11-24T10:30:00.000Z') };
  expect(businessCsvRow(row, { ...facts, handled })).toMatch(/,"'=Dana","2026-11-24T10:30:00.000Z"\r\n$/);
  expect(businessCsvRow({ ...row, plan: null }, { ...facts, phone: null, workflows: [], followUp: NO_FOLLOW_UP })).toContain(`"owner@glow.example",,"Increase Revenue; Save Time","",12345.5,,,"Generated ✓","Won",,,,`);
});
