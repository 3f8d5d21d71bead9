import { Card, CardContent, Progress, buttonClasses } from '@biz/ui-kit';

const nextSteps = [
  { title: 'We review your selection', text: 'An automation specialist checks your choices against your business details today.' },
  { title: 'You get your implementation plan', text: 'A written plan with the timeline and costs of every automation you picked.' },
  { title: 'We build and launch', text: 'We set everything up on your accounts, test it with you and go live.' },
];

/** Step 3: the thank-you page with what happens next. */
export function Confirmation({ businessName, contactEmail }: { businessName: string; contactEmail: string }) {
  const subject = encodeURIComponent(`Strategy call for ${businessName}`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <Progress value={100} label="Step 3 of 3: Done" showLabel />
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-2xl text-accent-700">✓</span>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Thank You!</h1>
        <p className="max-w-xl text-ink-muted">
          We received the automations you chose for {businessName}. Your plan is on its way to {contactEmail}.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <h2 className="text-lg font-semibold text-ink">What happens next</h2>
          <ol className="flex flex-col gap-4">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">{index + 1}</span>
                <div>
                  <p className="font-semibold text-ink">{step.title}</p>
                  <p className="text-sm text-ink-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">Most clients are live within <strong>2-3 weeks</strong>.</p>
          <a href={`mailto:hello@bizautomate.example?subject=${subject}`} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Schedule Strategy Call
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
