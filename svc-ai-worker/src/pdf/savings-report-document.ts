import { automationStateLabel, formatHours, formatUsd, hourValueWords, savedHoursValueCents, savingsCards, weeklyHoursOf, type JobPayload, type RenderSavingsReportJob } from '@biz/contracts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

export type SavingsReportInput = JobPayload<typeof RenderSavingsReportJob>;

const brand = '#1d4ed8';
const muted = '#64748b';
const line = '#e2e8f0';
const dated = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A calendar day as the report writes it: "November 24, 2026". */
const longDate = (date: string) => dated.format(new Date(`${date}T12:00:00Z`));
const tableLayout = { hLineColor: () => line, vLineWidth: () => 0, paddingTop: () => 5, paddingBottom: () => 5 };
const th = (text: string, right = false): TableCell => ({ text, style: 'th', alignment: right ? 'right' : 'left' });

function figure(label: string, value: string): TableCell {
  return { stack: [{ text: label, style: 'label' }, { text: value, style: 'figure' }] };
}

function automationsTable({ automations, hourValue }: SavingsReportInput): Content {
  if (automations.length === 0) return { text: 'No automations yet.', color: muted, margin: [0, 0, 0, 16] };
  const rows = automations.map((a): TableCell[] => [
    { text: a.title, bold: true },
    { text: automationStateLabel(a) },
    { text: a.goLiveDate ? longDate(a.goLiveDate) : '—' },
    { text: formatHours(weeklyHoursOf(a)), alignment: 'right' },
    // As the CSV's Basis: the hours its reported runs saved in the last 7 days, or the agency's estimate.
    { text: a.savingsBasis === 'measured' ? 'Measured' : 'Estimated' },
    { text: a.status === 'live' ? formatUsd(savedHoursValueCents(weeklyHoursOf(a), hourValue.cents)) : '—', alignment: 'right' },
  ]);
  return {
    table: {
      headerRows: 1,
      widths: ['*', 66, 90, 52, 56, 58],
      dontBreakRows: true,
      body: [[th('Automation'), th('Status'), th('Go-live'), th('Hours a week', true), th('Basis'), th('Saved a week', true)], ...rows],
    },
    layout: tableLayout,
    margin: [0, 0, 0, 16],
  };
}

function weeksTable({ savingsHistory }: SavingsReportInput): Content {
  if (savingsHistory.length === 0) return { text: 'The weekly savings start with your first live automation.', color: muted };
  const rows = [...savingsHistory].reverse().map((week): TableCell[] => [{ text: longDate(week.weekStart) }, { text: formatHours(week.hours), alignment: 'right' }, { text: formatUsd(week.savingsCents), alignment: 'right' }]);
  return { table: { headerRows: 1, widths: ['*', 90, 90], body: [[th('Week of'), th('Hours saved', true), th('Saved', true)], ...rows] }, layout: tableLayout };
}

/**
 * A client's savings report: the dashboard's four figures, each automation with the hours it saves, and the
 * savings week by week. Every text is the payload's, placed as text (pdfmake runs nothing).
 */
export function savingsReportDocument(input: SavingsReportInput): TDocumentDefinitions {
  const { businessName, preparedOn, totalWeeklySavings, totalMonthlySavings, totalTimesSaved, liveAutomations, hourValue } = input;
  return {
    info: { title: `Savings report: ${businessName}`, author: 'BizAutomate', subject: 'Savings report' },
    pageSize: 'LETTER',
    pageMargins: [54, 64, 54, 60],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.3, color: '#0f172a' },
    footer: (page, pages) => ({
      columns: [{ text: `Prepared ${longDate(preparedOn)}`, color: muted }, { text: `Page ${page} of ${pages}`, alignment: 'right', color: muted }],
      margin: [54, 20, 54, 0],
      fontSize: 8,
    }),
    content: [
      { text: 'BizAutomate', color: brand, bold: true, fontSize: 12, margin: [0, 0, 0, 24] },
      { text: 'Savings report', style: 'label' },
      { text: businessName, style: 'title' },
      {
        table: {
          widths: ['*', '*', '*', '*'],
          body: [[figure('Weekly savings', formatUsd(totalWeeklySavings)), figure('Monthly projection', formatUsd(totalMonthlySavings)), figure('Time saved', `${formatHours(totalTimesSaved)} a week`), figure('Live automations', String(liveAutomations))]],
        },
        layout: { fillColor: () => '#eff6ff', hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 10, paddingTop: () => 10, paddingBottom: () => 10 },
        margin: [0, 8, 0, 6],
      },
      { text: `Weekly savings: ${savingsCards(input)[0].hint}`, color: muted, fontSize: 8 },
      { text: `Saved hours ${hourValueWords(hourValue)}`, color: muted, fontSize: 8, margin: [0, 0, 0, 20] },
      { text: 'Your automations', style: 'h2' },
      automationsTable(input),
      { text: 'Saved week by week', style: 'h2' },
      weeksTable(input),
    ],
    styles: {
      title: { fontSize: 24, bold: true, margin: [0, 2, 0, 8] },
      h2: { fontSize: 14, bold: true, color: brand, margin: [0, 0, 0, 8] },
      label: { fontSize: 8, color: muted, characterSpacing: 0.5 },
      figure: { fontSize: 15, bold: true },
      th: { fontSize: 8, bold: true, color: muted },
    },
  };
}
