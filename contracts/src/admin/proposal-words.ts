import { Packages, type SprintPackage } from '../lockin/package-catalog';
import { formatUsd } from '../money';

// Without zod: the client's proposal page and the desk's record say a proposal's figures in these words.

/** A proposal's terms and figures as the words read them (the schemas are in admin/proposals). */
export interface ProposalTermsAndFigures {
  terms: { kind: 'setup'; depositPercent: number } | { kind: 'sprint'; package: SprintPackage['name'] };
  figures: { setupCents: number; plan: string | null; monthlyCents: number; dueOnAcceptanceCents: number; balanceCents: number };
}

/** Each figure of a proposal as a labelled line, in the order it is paid (decision 066). */
export function proposalFigureLines({ terms, figures }: ProposalTermsAndFigures): { label: string; value: string }[] {
  if (terms.kind === 'sprint') {
    return [{ label: Packages[terms.package].title, value: `${formatUsd(figures.dueOnAcceptanceCents)} once, with nothing more to pay` }];
  }
  return [
    { label: 'Setup', value: formatUsd(figures.setupCents) },
    { label: `Due on acceptance (${terms.depositPercent}% deposit)`, value: formatUsd(figures.dueOnAcceptanceCents) },
    ...(figures.balanceCents > 0 ? [{ label: 'Balance at go-live', value: formatUsd(figures.balanceCents) }] : []),
    ...(figures.plan ? [{ label: 'Then a month', value: `${formatUsd(figures.monthlyCents)}: the ${figures.plan} plan that runs them, running costs included` }] : []),
  ];
}

/** When a proposal was signed, as the agency reads it: "December 7, 2026 at 6:13 PM EST". */
export const signedAtInWords = (at: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(at));
