import type { DeskBusinessRow } from '@biz/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { exampleRow as submission } from './testing/example-row';
import { SubmissionsTable } from './submissions-table';

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

  it("gives each row one actions menu button named after its business, so the row fits a 1280 px window", () => {
    const html = render([submission({}), submission({ id: '7d2e0c4b-1a3f-4e5d-8b9c-0a1b2c3d4e5f', businessName: 'Bright Dental' })]);
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(2);
    expect(buttons.every((button) => button.includes('aria-haspopup="menu"'))).toBe(true);
    expect(buttons.map((button) => /aria-label="([^"]*)"/.exec(button)?.[1])).toEqual(['Actions for Glow Med Spa', 'Actions for Bright Dental']);
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
