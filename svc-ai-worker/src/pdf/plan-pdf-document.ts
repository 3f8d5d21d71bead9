import { formatUsd, industryLabel, priceOfSelection, sprintOfferText, type PlanPdfInput } from '@biz/contracts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

const brand = '#1d4ed8';
const muted = '#64748b';
const line = '#e2e8f0';
const dated = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const usd = (cents: number) => formatUsd(cents);

function figure(label: string, value: string): TableCell {
  return { stack: [{ text: label, style: 'label' }, { text: value, style: 'figure' }] };
}

/** Decision 064: the running costs are shown and included in the plan, whose price is the monthly total. */
function workflowsTable({ selectedWorkflows, totalSetupCost, totalMonthlyCost }: PlanPdfInput, planName: string): Content {
  const header = ['Workflow', 'Impact', 'Setup', 'Running (in plan)'].map((text, i): TableCell => ({ text, style: 'th', alignment: i > 1 ? 'right' : 'left' }));
  const rows = selectedWorkflows.map((w): TableCell[] => [
    { stack: [{ text: w.title, bold: true }, { text: w.description, style: 'small' }, { text: w.benefit, style: 'small', color: brand }] },
    { text: w.impact[0].toUpperCase() + w.impact.slice(1) },
    { text: usd(w.setupCost), alignment: 'right' as const },
    { text: usd(w.monthlyCost), alignment: 'right' as const },
  ]);
  const totals: TableCell[] = [{ text: 'Total', bold: true, colSpan: 2 }, {}, { text: usd(totalSetupCost), bold: true, alignment: 'right' as const }, { text: `${planName} plan ${usd(totalMonthlyCost)}/mo`, bold: true, alignment: 'right' as const }];
  return {
    table: { headerRows: 1, widths: ['*', 55, 70, 110], dontBreakRows: true, body: [header, ...rows, totals] },
    layout: { hLineColor: () => line, vLineWidth: () => 0, paddingTop: () => 6, paddingBottom: () => 6 },
  };
}

/**
 * The business's implementation plan as the agency hands it over: a cover page with the figures and the
 * executive summary, the selected workflows with their costs and totals, then the timeline on its own page.
 * Every text is the payload's, placed as text: pdfmake draws strings, it runs nothing. Two faces only (regular
 * and medium): each face is subset into every document, and an italic third cost 13 of 47 ms a render.
 */
export function planPdfDocument(input: PlanPdfInput): TDocumentDefinitions {
  const { business, planData, totalSetupCost, totalMonthlyCost, generatedAt } = input;
  const firstYear = totalSetupCost + 12 * totalMonthlyCost;
  const price = priceOfSelection(input.selectedWorkflows);
  const planName = price.plan?.name ?? 'Starter';
  const offer = sprintOfferText(price);
  return {
    info: { title: `Automation plan: ${business.businessName}`, author: 'BizAutomate', subject: 'Implementation plan' },
    pageSize: 'LETTER',
    pageMargins: [54, 64, 54, 60],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.3, color: '#0f172a' },
    header: (page) =>
      page === 1
        ? { text: '' }
        : { columns: [{ text: 'BizAutomate', color: brand, bold: true }, { text: business.businessName, alignment: 'right', color: muted }], margin: [54, 28, 54, 0], fontSize: 9 },
    footer: (page, pages) => ({
      columns: [{ text: `Prepared ${dated.format(new Date(generatedAt))}`, color: muted }, { text: `Page ${page} of ${pages}`, alignment: 'right', color: muted }],
      margin: [54, 20, 54, 0],
      fontSize: 8,
    }),
    content: [
      { text: 'BizAutomate', color: brand, bold: true, fontSize: 12, margin: [0, 0, 0, 28] },
      { text: 'Automation plan', style: 'label' },
      { text: business.businessName, style: 'title' },
      { text: `${industryLabel(business.industry)} · ${business.companySize}`, color: muted, margin: [0, 0, 0, 20] },
      {
        table: {
          widths: ['*', '*', '*'],
          body: [[figure('One-time setup', usd(totalSetupCost)), figure(`Monthly, ${planName} plan`, usd(totalMonthlyCost)), figure('First-year investment', usd(firstYear))]],
        },
        layout: { fillColor: () => '#eff6ff', hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 12, paddingTop: () => 10, paddingBottom: () => 10 },
        margin: [0, 0, 0, offer ? 8 : 24],
      },
      ...(offer ? [{ text: `Or ${offer}.`, color: brand, margin: [0, 0, 0, 24] } satisfies Content] : []),
      { text: 'Executive summary', style: 'h2' },
      { text: planData.executiveSummary, margin: [0, 0, 0, 20] },
      { text: 'Selected workflows', style: 'h2' },
      workflowsTable(input, planName),
      { text: 'Implementation timeline', style: 'h2', pageBreak: 'before' },
      ...planData.implementationTimeline.map((phase): Content => ({
        unbreakable: true,
        margin: [0, 0, 0, 12],
        stack: [{ text: `${phase.phase}: ${phase.title}`, bold: true }, { text: phase.description, color: '#334155' }],
      })),
      { text: 'Questions about this plan? Reply to the email it came with and we will walk you through it.', color: muted, margin: [0, 16, 0, 0] },
    ],
    styles: {
      title: { fontSize: 26, bold: true, margin: [0, 2, 0, 4] },
      h2: { fontSize: 14, bold: true, color: brand, margin: [0, 0, 0, 8] },
      label: { fontSize: 8, color: muted, characterSpacing: 0.5 },
      figure: { fontSize: 16, bold: true },
      th: { fontSize: 8, bold: true, color: muted },
      small: { fontSize: 9, color: '#475569' },
    },
  };
}
