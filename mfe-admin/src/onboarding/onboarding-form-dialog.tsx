import { onboardingFormGroups, type OnboardingForm, type Submission } from '@biz/contracts';
import { Badge, Button, Dialog } from '@biz/ui-kit';
import { useState } from 'react';
import { useDownloadOnboardingForm, useGenerateOnboardingForm } from './onboarding-api';

/** The form as the client will see it: the questions grouped (basics, brand, then one phase per workflow). */
function FormPreview({ form }: { form: OnboardingForm }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold break-words text-ink">{form.title}</p>
        <p className="text-sm text-ink-muted">{form.description}</p>
        <p className="text-xs text-ink-muted">
          About {form.estimatedTime} · live in {form.implementationGuide.timeline.totalDuration}
        </p>
      </div>
      {onboardingFormGroups(form).map((group) => (
        <section key={group.title} className="flex flex-col gap-2 rounded-lg border border-line p-3">
          <h3 className="text-sm font-semibold text-brand-700">{group.title}</h3>
          {group.description ? <p className="text-xs text-ink-muted">{group.description}</p> : null}
          <ul className="flex flex-col gap-1.5">
            {group.fields.map((field) => (
              <li key={field.id} className="flex flex-wrap items-center gap-2 text-sm text-ink">
                <span className="break-words">{field.label}</span>
                <Badge variant="outline">{field.type}</Badge>
                {field.required ? <Badge variant="brand">required</Badge> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-ink">Success metrics</h3>
        <ul className="list-disc pl-5 text-sm text-ink-muted">
          {form.successMetrics.kpis.map((kpi) => (
            <li key={kpi}>{kpi}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * SPEC §2 onboarding form generator: a form made for the business's chosen workflows, shown grouped, and
 * downloaded as a standalone HTML file the client fills offline ('Download Failed' on error).
 */
export function OnboardingFormDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const [form, setForm] = useState<OnboardingForm | null>(null);
  const generate = useGenerateOnboardingForm();
  const download = useDownloadOnboardingForm();
  const busy = generate.isPending || download.isPending;

  function close() {
    setForm(null);
    onClose();
  }

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && close()}
      title="Onboarding form"
      description={submission ? `For ${submission.businessName}: the questions its chosen workflows need answered.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => submission && generate.mutate(submission.id, { onSuccess: setForm })}>
            {generate.isPending ? 'Generating...' : form ? 'Generate Again' : 'Generate Form'}
          </Button>
          <Button disabled={busy || !form} onClick={() => submission && download.mutate(submission)}>
            {download.isPending ? 'Downloading...' : 'Download HTML'}
          </Button>
        </>
      }
    >
      {form ? <FormPreview form={form} /> : <p className="py-6 text-center text-sm text-ink-muted">Generate the form to see it here, then download it for the client.</p>}
    </Dialog>
  );
}
