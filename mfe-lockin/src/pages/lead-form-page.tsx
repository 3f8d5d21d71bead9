import { Packages, packageFromQuery } from '@biz/contracts';
import { Badge, Card, CardContent, Notice, PageHeader } from '@biz/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../sprint/back-link';

const questions = [
  'Business name, email and phone',
  'Industry and business size',
  'Annual revenue range',
  'Your main goals and current marketing',
  'When you want to go live',
];

/** SPEC §2 /lockin/form?package=…: the business information form. The fields arrive with the lockin issue. */
export function LeadFormPage() {
  const [params] = useSearchParams();
  const pkg = Packages[packageFromQuery(params.get('package'))];
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to="/lockin">Back to packages</BackLink>
      <PageHeader
        eyebrow={<Badge variant="brand">{pkg.label}</Badge>}
        title="Tell Us About Your Business"
        description="A few details so we can prepare your automation before the discovery call. It takes about two minutes."
      />
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <h2 className="text-base font-semibold text-ink">What we will ask</h2>
            <ol className="grid gap-2 sm:grid-cols-2">
              {questions.map((question, index) => (
                <li key={question} className="flex items-center gap-3 rounded-lg bg-canvas px-3 py-2.5 text-sm text-ink">
                  <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700">
                    {index + 1}
                  </span>
                  {question}
                </li>
              ))}
            </ol>
          </div>
          <Notice title="The business form opens here soon">
            Once it is live, your answers carry straight on to secure checkout for the {pkg.title}.
          </Notice>
        </CardContent>
      </Card>
    </div>
  );
}
