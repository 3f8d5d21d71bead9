import type { BusinessIntakeResponse, BusinessProfile } from '@biz/contracts';
import { Card, CardContent, PageHeader, buttonClasses, lazyExport, toastStore } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authUserQuery } from '../intake/auth-user-api';
import { emptyIntakeForm, toProfile, type IntakeFormValues } from '../intake/intake-form-values';
import { IntakeLandingPage } from './intake-landing-page';

// Steps 2 and 3 are not needed to show the landing step: they load while the visitor fills the form.
const loadRecommendations = () => import('../intake/recommendations');
const loadConfirmation = () => import('../intake/confirmation');
const Recommendations = lazyExport(loadRecommendations, 'Recommendations');
const Confirmation = lazyExport(loadConfirmation, 'Confirmation');
function preloadNextSteps() {
  void loadRecommendations();
  void loadConfirmation();
}

function StepLoading() {
  return (
    <div role="status" className="flex justify-center px-4 py-24 motion-safe:animate-fade-in-late">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

type Step =
  | { name: 'landing' }
  | { name: 'recommendations'; profile: BusinessProfile; answer: BusinessIntakeResponse }
  | { name: 'confirmation'; profile: BusinessProfile; submissionId: string };

function SignedInHome() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-16 sm:px-6">
      <PageHeader title="Welcome back" description="You are signed in. The agency tools are one click away." />
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-muted">Review submissions, plans, emails and calls in the admin dashboard.</p>
          <Link to="/admin-login" className={buttonClasses({ size: 'lg' })}>Admin Access</Link>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * SPEC §2 root: landing (business details) → recommendations → confirmation, as internal steps of one
 * route (§4). On the landing step a signed-in user sees the signed-in home instead.
 */
export function IntakePage() {
  const [step, setStep] = useState<Step>({ name: 'landing' });
  // Kept across steps, so 'Back to Business Details' shows what the visitor typed.
  const [formValues, setFormValues] = useState<IntakeFormValues>(emptyIntakeForm);
  // A new step is a new screen: start it at the top, as a page load would. The confirmation closes the
  // toasts of the steps before it ("Generating workflow recommendations..." is done by then), which would
  // otherwise cover its 'Schedule Strategy Call' for their 5 s.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (step.name === 'confirmation') toastStore.dismiss();
  }, [step.name]);
  const user = useQuery(authUserQuery);

  if (step.name === 'recommendations') {
    return (
      <Suspense fallback={<StepLoading />}>
        <Recommendations
          clientId={step.answer.client.id}
          profile={step.profile}
          suggestions={step.answer.suggestions}
          pickedBy={step.answer.pickedBy}
          onBack={() => setStep({ name: 'landing' })}
          onSubmitted={() => setStep({ name: 'confirmation', profile: step.profile, submissionId: step.answer.client.id })}
        />
      </Suspense>
    );
  }
  if (step.name === 'confirmation') {
    return (
      <Suspense fallback={<StepLoading />}>
        <Confirmation submissionId={step.submissionId} businessName={step.profile.businessName} contactEmail={step.profile.contactEmail} />
      </Suspense>
    );
  }
  if (user.data) return <SignedInHome />;
  return (
    <div onFocus={preloadNextSteps} className="contents">
      <IntakeLandingPage
        initialValues={formValues}
        onAnalyzed={(values, request, answer) => {
          setFormValues(values);
          setStep({ name: 'recommendations', profile: toProfile(request), answer });
        }}
      />
    </div>
  );
}
