import { formatUsd, sprintOfferText, ToastMessage, UNLIMITED_AUTOMATIONS, type BusinessProfile, type ImpactLevel, type SuggestionsPickedBy, type WorkflowSuggestion } from '@biz/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Progress, buttonClasses, cn, toastMessage } from '@biz/ui-kit';
import { useState } from 'react';
import { useWorkflowSelection } from './intake-api';
import { monthlyTotal, profileRows, selectionTotals } from './selection-summary';

const impactBadge: Record<ImpactLevel, { label: string; variant: 'success' | 'brand' | 'neutral' }> = {
  high: { label: 'High impact', variant: 'success' },
  medium: { label: 'Medium impact', variant: 'brand' },
  low: { label: 'Low impact', variant: 'neutral' },
};

function WorkflowCard({ workflow, selected, onToggle }: { workflow: WorkflowSuggestion; selected: boolean; onToggle: () => void }) {
  const impact = impactBadge[workflow.impact];
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-surface p-5 text-left shadow-card transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'border-brand-500 ring-2 ring-brand-200' : 'border-line hover:border-brand-300',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-ink">{workflow.title}</h3>
        <span aria-hidden="true" className={cn('flex size-6 shrink-0 items-center justify-center rounded-full border text-sm', selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line-strong')}>
          {selected ? '✓' : ''}
        </span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant={impact.variant}>{impact.label}</Badge>
        {workflow.tags.map((tag) => (
          <Badge key={tag} variant="outline">{tag}</Badge>
        ))}
      </div>
      <p className="text-sm text-ink-muted">{workflow.description}</p>
      <p className="text-sm font-medium text-accent-700">{workflow.benefit}</p>
      <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-line pt-3 text-sm">
        <div>
          <dt className="text-ink-subtle">Setup</dt>
          <dd className="font-semibold text-ink">{formatUsd(workflow.setupCost, { whole: true })}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Running cost</dt>
          <dd className="font-semibold text-ink">{formatUsd(workflow.monthlyCost, { whole: true })}/mo <span className="font-normal text-ink-muted">in your plan</span></dd>
        </div>
      </dl>
    </button>
  );
}

const selectionCardId = 'your-selection';

/**
 * On a phone the summary sits below every card: this bar keeps the count and totals in sight while the
 * visitor taps cards, with a link down to the summary and its buttons. Wider screens show the summary beside the cards.
 */
function SelectionBar({ totals }: { totals: ReturnType<typeof selectionTotals> }) {
  return (
    <div className="sticky bottom-3 col-span-full lg:hidden">
      <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface/95 px-4 py-3 shadow-raised backdrop-blur">
        <p className="flex flex-col text-sm">
          <span className="font-semibold text-ink">{totals.count} selected</span>
          <span className="text-ink-muted">
            {formatUsd(totals.setupCents, { whole: true })} setup · {formatUsd(monthlyTotal(totals), { whole: true })}/mo
          </span>
        </p>
        <a
          href={`#${selectionCardId}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(selectionCardId)?.scrollIntoView({ behavior: 'smooth' });
          }}
          className={buttonClasses({ size: 'sm', className: 'shrink-0' })}
        >
          Review
        </a>
      </div>
    </div>
  );
}

/** What the two totals are (decision 064), and the sprint that would set the selection up for less. */
function PriceNote({ price }: { price: ReturnType<typeof selectionTotals> }) {
  if (!price.plan) return <p className="text-xs text-ink-muted">Setup is paid once; each month you pay one plan, running costs included.</p>;
  const limit = price.plan.maxAutomations === UNLIMITED_AUTOMATIONS ? 'any number of automations' : `up to ${price.plan.maxAutomations} automations`;
  const offer = sprintOfferText(price);
  return (
    <div className="flex flex-col gap-2 text-xs text-ink-muted" aria-live="polite">
      <p>Setup is paid once. Each month you pay the {price.plan.name} plan, which runs {limit}, their running costs included.</p>
      {offer && price.sprint && (
        <p className="rounded-lg bg-brand-50 p-2 text-ink">
          Or {offer}. <a className="font-medium text-brand-700 underline" href={price.sprint.formPath}>See the {price.sprint.title}</a>
        </p>
      )}
    </div>
  );
}

export interface RecommendationsProps {
  clientId: string;
  profile: BusinessProfile;
  suggestions: WorkflowSuggestion[];
  pickedBy: SuggestionsPickedBy;
  onBack: () => void;
  onSubmitted: () => void;
}

/** Who picked them, truly: "AI" only when a language model answered (issue 46). */
const pickedFor: Record<SuggestionsPickedBy, (businessName: string) => string> = {
  ai: (businessName) => `Picked for ${businessName} by our AI, from your answers.`,
  catalog: (businessName) => `Matched to ${businessName} from our catalog of proven automations.`,
};

/** Step 2: the business profile, the recommended workflows to pick from, and the running totals. */
export function Recommendations({ clientId, profile, suggestions, pickedBy, onBack, onSubmitted }: RecommendationsProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection = useWorkflowSelection();
  // Sent, the buttons stay disabled while the confirmation opens.
  const submitting = selection.isPending || selection.isSuccess;
  const totals = selectionTotals(suggestions, selected);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  function submit() {
    if (totals.count === 0) {
      toastMessage(ToastMessage.noWorkflowsSelected);
      return;
    }
    selection.mutate({ clientId, selectedWorkflows: suggestions.filter((s) => selected.has(s.id)) }, { onSuccess: onSubmitted });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4">
        <Progress value={50} label="Step 2 of 3: Choose your automations" showLabel />
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Your Recommended Automations</h1>
        <p className="max-w-2xl text-ink-muted">{pickedFor[pickedBy](profile.businessName)} Click the workflows you want; your totals update as you go.</p>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-label="Recommended workflows" className="grid gap-4 sm:grid-cols-2">
          {suggestions.map((workflow) => (
            <WorkflowCard key={workflow.id} workflow={workflow} selected={selected.has(workflow.id)} onToggle={() => toggle(workflow.id)} />
          ))}
          <SelectionBar totals={totals} />
        </section>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <Card id={selectionCardId} className="scroll-mt-24">
            <CardHeader className="pb-3">
              <CardTitle as="h2">Your selection</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="flex flex-col gap-2 text-sm" aria-live="polite">
                <div className="flex justify-between"><dt className="text-ink-muted">Selected workflows</dt><dd className="font-semibold text-ink" data-testid="selected-count">{totals.count}</dd></div>
                <div className="flex justify-between"><dt className="text-ink-muted">Total setup cost</dt><dd className="font-semibold text-ink" data-testid="total-setup">{formatUsd(totals.setupCents, { whole: true })}</dd></div>
                <div className="flex justify-between"><dt className="text-ink-muted">Monthly total</dt><dd className="font-semibold text-ink" data-testid="total-monthly">{formatUsd(monthlyTotal(totals), { whole: true })}/mo</dd></div>
              </dl>
              <Button size="lg" className="w-full" onClick={submit} disabled={submitting}>Submit My Selection</Button>
              <Button variant="outline" className="w-full" onClick={onBack} disabled={submitting}>Back to Business Details</Button>
              {/* Below the buttons: the note changes length as cards are picked, and must not move them. */}
              <PriceNote price={totals} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle as="h2">Business profile</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-2 text-sm">
                {profileRows(profile).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-ink-subtle">{label}</dt>
                    <dd className="text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
