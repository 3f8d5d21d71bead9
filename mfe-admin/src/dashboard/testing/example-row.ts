import type { DeskBusinessRow } from '@biz/contracts';

/** One row of the desk's table for unit specs: a med spa's latest submission, changed as a spec needs. */
export const exampleRow = (change: Partial<DeskBusinessRow> = {}): DeskBusinessRow => ({
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
