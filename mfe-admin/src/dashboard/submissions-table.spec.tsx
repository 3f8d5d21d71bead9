import type { DeskBusinessRow } from '@biz/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { SubmissionsTable } from './submissions-table';

const submission = (change: Partial<DeskBusinessRow>): DeskBusinessRow => ({
  id: '3f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a91',
  businessId: '8a0d4c6e-2f1b-4e3a-9c7d-5b6e1f2a3c4d',
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glow.example',
  industry: 'med-spa',
  companySize: 'Solo',
  monthlyRevenue: null,
  primaryGoals: ['Increase Sales & Revenue'],
  currentTools: null,
  painPoints: null,
  totalValue: 116400,
  status: 'generated',
  createdAt: '2026-11-22T08:00:00.000Z',
  plan: null,
  submissionCount: 1,
  stage: 'new',
  ...change,
});
const render = (rows: DeskBusinessRow[]) => renderToStaticMarkup(<SubmissionsTable submissions={rows} onView={() => undefined} onDownloadPdf={() => undefined} onEmail={() => undefined} onCall={() => undefined} onOnboardingForm={() => undefined} onDelete={() => undefined} />);

describe('the submissions table', () => {
  it('has the columns of SPEC §2, the value in dollars and a generated plan as "Generated ✓"', () => {
    const html = render([submission({})]);
    expect([...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])).toEqual(['Business', 'Industry', 'Goals', 'Value', 'Status', 'Submitted', 'Actions']);
    expect(html).toContain('$1,164');
    expect(html).toContain('Generated ✓');
    expect(html).toContain('Med Spa');
    expect(html).toContain('New');
    expect(html).not.toContain('submissions');
  });

  it('shows two goals, then "+N more"', () => {
    const html = render([submission({ primaryGoals: ['Increase Sales & Revenue', 'Reduce Manual Work', 'Scale Operations', 'Better Data & Analytics'] })]);
    expect(html).toContain('Reduce Manual Work');
    expect(html).not.toContain('Scale Operations');
    expect(html).toContain('+2 more');
    expect(render([submission({ primaryGoals: ['A', 'B'] })])).not.toContain('more');
  });

  it('keeps a business name that looks like HTML as text', () => {
    const html = render([submission({ businessName: '<img src=x onerror=alert(1)>' })]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

it('says where a business stands and how many times it submitted', () => {
  const html = render([submission({ stage: 'call_booked', submissionCount: 3 })]);
  expect(html).toContain('Call booked');
  expect(html).toContain('3 submissions');
});
