import { PLAN_LINK_DAYS, PlanPdfInput } from '@biz/contracts';
import { SUBMISSION_ID, exampleIntake, exampleSuggestion } from '@biz/contracts/testing';
import { pdfText } from '@biz/server-kit/testing';
import { planPart } from './pdf-attachments';

const plan = PlanPdfInput.parse({
  business: { ...exampleIntake, businessName: 'Glow Med Spa', submissionId: SUBMISSION_ID },
  planData: { executiveSummary: 'Glow Med Spa answers every lead within a minute.', implementationTimeline: [{ phase: 'Week 1', title: 'Connect the accounts', description: 'Instagram and the calendar.' }] },
  selectedWorkflows: [exampleSuggestion],
  totalSetupCost: 50000,
  totalMonthlyCost: 9700,
  generatedAt: '2026-11-22T08:00:00.000Z',
});
const link = 'https://agency.example/api/plan-pdf/token';

describe("a plan email's plan", () => {
  it('is attached as the PDF the desk downloads', async () => {
    const part = await planPart(plan, link);
    if (!('attachment' in part)) throw new Error('expected an attachment');
    expect(part.attachment).toMatchObject({ filename: 'glow-med-spa-automation-plan.pdf', contentType: 'application/pdf' });
    expect(part.attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfText(part.attachment.content)).pageTexts.join('\n')).toContain('Glow Med Spa');
  });

  it('goes as its signed link when the PDF is larger than mail servers take', async () => {
    expect(await planPart(plan, link, 1000)).toEqual({ line: `Your plan is too large to attach: download it here (the link works for ${PLAN_LINK_DAYS} days): ${link}` });
  });

  it('is attached whatever its size when the email has no link to offer instead', async () => {
    expect(await planPart(plan, undefined, 1000)).toHaveProperty('attachment');
  });
});
