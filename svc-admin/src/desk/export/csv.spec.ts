import type { Submission } from '@biz/contracts';
import { csvField, csvRow } from '../../shared/files/csv';
import { submissionCsvRow } from './submissions-csv';

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

it('writes a submission as the table shows it: name, industry, email, goals, value in USD, status, submitted; then who at the agency last handled it', () => {
  const submission = {
    businessName: '=cmd|" /C calc"!A0',
    industry: 'med-spa',
    contactEmail: 'owner@glow.example',
    primaryGoals: ['Increase Revenue', 'Save Time'],
    totalValue: 1234500,
    status: 'generated',
    createdAt: '2026-11-23T09:00:00.000Z',
  } as Submission;
  expect(submissionCsvRow(submission)).toBe(
    `"'=cmd|"" /C calc""!A0","Med Spa","owner@glow.example","Increase Revenue; Save Time","$12,345.00","Generated ✓","2026-11-23T09:00:00.000Z","",""\r\n`,
  );
  const handled = { by: { kind: 'staff', name: '=Dana' } as const, at: new Date('2026-11-24T10:30:00.000Z') };
  expect(submissionCsvRow(submission, handled)).toMatch(/,"'=Dana","2026-11-24T10:30:00.000Z"\r\n$/);
  expect(submissionCsvRow(submission, { ...handled, by: { kind: 'bootstrap-owner' } })).toMatch(/,"the owner \(password sign-in\)","2026-11-24T10:30:00.000Z"\r\n$/);
});
