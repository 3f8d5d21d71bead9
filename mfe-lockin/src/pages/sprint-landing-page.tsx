import { Packages, type SprintPackage } from '@biz/contracts';
import { Badge, Card, CardContent, Notice, PageHeader, buttonClasses, cn } from '@biz/ui-kit';
import { CheckList } from '../sprint/check-list';
import { formatWholeDollars, packagePitch } from '../sprint/package-copy';

const howItWorks = [
  { title: 'Audit', text: 'A short discovery call to find the task that eats most of your week.' },
  { title: 'Automate', text: 'We build and test the automation — autoresponder, booking bot or email drip — in 24 hours.' },
  { title: 'Grow', text: 'You go live with a walkthrough and 30 days of support while it saves you time.' },
];

function PackageCard({ pkg }: { pkg: SprintPackage }) {
  const featured = pkg.mostPopular;
  return (
    <Card className={cn('relative flex flex-col', featured && 'border-brand-500 ring-2 ring-brand-500/30')}>
      {featured ? <Badge variant="warning" className="absolute -top-3 left-6">MOST POPULAR</Badge> : null}
      <CardContent className="flex flex-1 flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold text-ink">{pkg.title}</h3>
          <p className="text-sm text-ink-muted">{packagePitch[pkg.name]}</p>
        </div>
        <p className="text-4xl font-bold tracking-tight text-ink">
          {formatWholeDollars(pkg.priceCents)}
          <span className="ml-1 text-base font-medium text-ink-subtle">one time</span>
        </p>
        <CheckList items={pkg.inclusions} className="flex-1" />
        {/* SPEC §2: every call to action navigates with a full page load. */}
        <a href={pkg.formPath} className={buttonClasses({ size: 'lg', variant: featured ? 'primary' : 'outline', className: 'w-full' })}>
          Choose {pkg.title}
        </a>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 /lockin: the sprint landing page. Case studies, FAQ and the offer countdown follow with the lockin issue. */
export function SprintLandingPage() {
  return (
    <div className="flex flex-col">
      <div className="bg-brand-950 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-center gap-2 px-4 py-2.5 text-center text-sm sm:flex-row sm:gap-4 sm:px-6">
          <p>
            <span className="font-semibold text-urgent-500">Only 5 spots per week.</span> After that, the price doubles.
          </p>
          <a href={Packages.starter.formPath} className="font-semibold underline underline-offset-4 hover:text-brand-200">
            Claim your spot
          </a>
        </div>
      </div>

      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-8 px-4 py-14 sm:px-6 sm:py-20">
          <PageHeader
            align="center"
            eyebrow={
              <>
                <Badge variant="brand">Delivered in 24 hours</Badge>
                <Badge variant="success">7-day money-back guarantee</Badge>
              </>
            }
            title="Automate Your Business in 24 Hours"
            description="Stop losing leads to slow replies and missed bookings. Pick a fixed-price sprint and we build your first AI automation — live tomorrow, not next quarter."
            actions={
              <>
                <a href={Packages.starter.formPath} className={buttonClasses({ size: 'lg' })}>
                  Start my sprint
                </a>
                <a href="#offer" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                  Compare packages
                </a>
              </>
            }
          />
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="how-it-works" className="text-center text-2xl font-bold tracking-tight text-ink">
          How It Works
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-6 shadow-card">
              <span className="text-sm font-semibold text-brand-600">Step {index + 1}</span>
              <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
              <p className="text-sm text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="offer" aria-labelledby="offer-title" className="scroll-mt-20 bg-surface">
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-14 sm:px-6">
          <div className="flex flex-col items-center gap-2 text-center">
            <h2 id="offer-title" className="text-2xl font-bold tracking-tight text-ink">
              Choose your sprint
            </h2>
            <p className="text-ink-muted">Fixed price, no retainer. If it does not work for you within 7 days, you get your money back.</p>
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <PackageCard pkg={Packages.starter} />
            <PackageCard pkg={Packages.growth} />
          </div>
          <Notice title="More of this page is on its way">
            Client case studies, answers to common questions and this week&apos;s offer countdown are being added to this page.
          </Notice>
        </div>
      </section>
    </div>
  );
}
