import { RenderPlanPdfJob, type JobPayload } from '@biz/contracts';
import { SUBMISSION_ID, exampleIntake, exampleSuggestion } from '@biz/contracts/testing';
import { pdfText } from '@biz/server-kit/testing';
import { renderPlanPdfHandler } from './render-plan-pdf.handler';

const second = { ...exampleSuggestion, id: 'missed-call-text-back', title: 'Missed-Call Text-Back', setupCost: 40000, monthlyCost: 4900, impact: 'medium' };
const payload = (businessName: string): JobPayload<typeof RenderPlanPdfJob> =>
  RenderPlanPdfJob.schema.parse({
    business: { ...exampleIntake, businessName, submissionId: SUBMISSION_ID },
    planData: {
      executiveSummary: `${businessName} answers every lead within a minute and books without phone tag.`,
      implementationTimeline: [
        { phase: 'Week 1', title: 'Connect the accounts', description: 'Instagram, the booking calendar and the phone line.' },
        { phase: 'Week 2', title: 'Go live', description: 'Test with real messages, then switch on.' },
      ],
    },
    selectedWorkflows: [exampleSuggestion, second],
    totalSetupCost: 90000,
    totalMonthlyCost: 9700, // the Starter plan that runs both (decision 064)
    generatedAt: '2026-11-22T08:00:00.000Z',
  });

async function render(businessName: string) {
  const { pdfBase64 } = await renderPlanPdfHandler().handle(payload(businessName), { jobId: 'pdf-1', attempt: 1 });
  return pdfText(Buffer.from(pdfBase64, 'base64'));
}

describe('the plan PDF', () => {
  it('is a branded multi-page document: figures and summary first, workflows with costs and totals, the timeline after', async () => {
    const { pages, pageTexts } = await render('Glow Med Spa');
    expect(pages).toBeGreaterThanOrEqual(2);
    const [cover] = pageTexts;
    for (const text of ['BizAutomate', 'Glow Med Spa', 'Med Spa · Small Team (2-10)', '$900.00', 'Monthly, Starter plan', '$97.00', '$2,064.00', 'Executive summary', 'answers every lead']) expect(cover).toContain(text);
    expect(cover).toMatch(/Instagram DM Autoresponder[\s\S]*\$500\.00[\s\S]*\$97\.00/);
    expect(cover).toMatch(/Missed-Call Text-Back[\s\S]*\$400\.00[\s\S]*\$49\.00/);
    expect(cover).toMatch(/Total[\s\S]*\$900\.00[\s\S]*Starter plan \$97\.00\/mo/);
    // $900 of setup is less than a Growth Sprint's $1,000: no sprint is offered.
    expect(cover).not.toContain('Sprint');
    const rest = pageTexts.slice(1).join('\n');
    expect(rest).toMatch(/Implementation timeline[\s\S]*Week 1: Connect the accounts[\s\S]*Week 2: Go live/);
    expect(pageTexts.at(-1)).toContain(`Page ${pages} of ${pages}`);
    expect(cover).toContain('Prepared November 22, 2026');
  });

  it('prints a business name that looks like markup as the text it is', async () => {
    const { pageTexts } = await render('<img src=x onerror=alert(1)> & Co');
    expect(pageTexts[0]).toContain('<img src=x onerror=alert(1)> & Co');
  });
});
