import { Badge, Card, CardContent, NumberedSteps, PageHeader, useAgencyContent } from '@biz/ui-kit';
import { IntakeForm, type IntakeFormProps } from '../intake/intake-form';

const steps = [
  { title: 'Tell us about your business', text: 'Industry, team size, goals, the tools you use and where time leaks away.' },
  { title: 'Get recommended workflows', text: 'Automations matched to your business, with setup cost, monthly cost and expected impact.' },
  { title: 'Pick what fits and go live', text: 'Choose the workflows you want; most clients are live in 2-3 weeks.' },
];

/** SPEC §2 root, landing step: what the visitor gets, and the wizard's first step. */
export function IntakeLandingPage(formProps: IntakeFormProps) {
  // SPEC §1's claims by default; the agency's own from its content file (decision 025), none shown if it has none.
  const { stats } = useAgencyContent();
  return (
    <div className="bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-14">
        <div className="flex flex-col gap-8">
          <PageHeader
            eyebrow={
              <>
                <Badge variant="brand">Free · No credit card</Badge>
                <Badge variant="success">Takes about 2 minutes</Badge>
              </>
            }
            page="/"
            description="Tell us how your business runs today. We recommend the AI automations — direct-message autoresponders, booking bots, email drips — that save you the most time, with what each costs to set up and run."
          />
          {stats.length ? (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
              {stats.map((point) => (
                <div key={point.label} className="flex flex-col rounded-xl border border-line bg-surface px-4 py-3 shadow-card">
                  <dt className="text-xs text-ink-muted">{point.label}</dt>
                  <dd className="order-first text-lg font-bold tracking-tight whitespace-nowrap text-ink xl:text-xl">{point.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <NumberedSteps steps={steps} />
        </div>

        <Card className="lg:sticky lg:top-24">
          <CardContent className="flex flex-col gap-6">
            <div className="flex flex-col gap-1">
              <h2 className="text-xl font-semibold tracking-tight text-ink">Your business details</h2>
              <p className="text-sm text-ink-muted">Two minutes now, and we show you the automations that fit.</p>
            </div>
            <IntakeForm {...formProps} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
