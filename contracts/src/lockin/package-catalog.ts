import { DELIVERY_HOURS } from '../constants';

// Without zod: the sprint pages show these, and a page that only shows them loads no schema library.
export const PACKAGE_NAMES = ['starter', 'growth'] as const;
/** What `PackageName` (packages.ts) parses to. */
type SprintName = (typeof PACKAGE_NAMES)[number];

export interface SprintPackage {
  name: SprintName;
  title: string;
  /** Badge text on the form and checkout. */
  label: string;
  priceCents: number;
  /** Order-summary total. */
  totalLabel: string;
  payLabel: string;
  automations: number;
  deliveryHours: number;
  inclusions: readonly string[];
  mostPopular: boolean;
  savingsNote: string | null;
  checkoutPath: string;
  formPath: string;
}

/** The two fixed-price sprints of §1, §2 and §9. Prices are charged from here, never from the browser. */
export const Packages: Readonly<Record<SprintName, SprintPackage>> = {
  starter: {
    name: 'starter',
    title: 'Starter Sprint',
    label: 'Starter Sprint - $500',
    priceCents: 50000,
    totalLabel: '$500.00',
    payLabel: 'Complete Payment - $500',
    automations: 1,
    deliveryHours: DELIVERY_HOURS,
    inclusions: ['1 automation', 'Delivered in 24 hours', 'Walkthrough video', '7-day money-back guarantee'],
    mostPopular: false,
    savingsNote: null,
    checkoutPath: '/lockin/checkout/starter',
    formPath: '/lockin/form?package=starter',
  },
  growth: {
    name: 'growth',
    title: 'Growth Sprint',
    label: 'Growth Sprint - $1,000',
    priceCents: 100000,
    totalLabel: '$1,000.00',
    payLabel: 'Complete Payment - $1,000',
    automations: 3,
    deliveryHours: DELIVERY_HOURS,
    inclusions: ['3 automations (full funnel)', 'Delivered in 24 hours', 'Live training call', '7-day money-back guarantee', 'Priority support'],
    mostPopular: true,
    savingsNote: 'Save $500+ compared to individual setup',
    checkoutPath: '/lockin/checkout/growth',
    formPath: '/lockin/form?package=growth',
  },
};

/** The `?package=` of /lockin/form: growth only when it says growth, otherwise starter (§2). */
export function packageFromQuery(value: string | null | undefined): SprintName {
  return value === 'growth' ? 'growth' : 'starter';
}
