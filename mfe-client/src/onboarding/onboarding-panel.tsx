import { Card, CardContent, toast } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { clientOnboardingKey, fetchClientOnboarding, useSubmitClientOnboarding } from './onboarding-api';
import { OnboardingFormFill } from './onboarding-form-fill';

function Note({ children }: { children: string }) {
  return (
    <Card>
      <CardContent className="p-5 text-sm text-ink-muted">{children}</CardContent>
    </Card>
  );
}

/** The Onboarding tab: the business's onboarding form once the email is proven and the agency made it. */
export function OnboardingPanel({ emailVerified }: { emailVerified: boolean }) {
  const onboarding = useQuery({ queryKey: clientOnboardingKey, queryFn: fetchClientOnboarding, enabled: emailVerified });
  const submit = useSubmitClientOnboarding();

  if (!emailVerified) return <Note>Confirm your email address to see your onboarding form.</Note>;
  if (onboarding.isPending) return <Note>Loading your onboarding form...</Note>;
  if (onboarding.isError) return <Note>Your onboarding form could not be loaded just now. Please try again in a moment.</Note>;
  const toFill = onboarding.data.onboarding;
  if (!toFill) return <Note>Your onboarding form is not ready yet: we will email you when it is.</Note>;
  return (
    <OnboardingFormFill
      key={toFill.submittedAt ?? 'new'}
      toFill={toFill}
      busy={submit.isPending}
      onSubmit={(answers, showServerErrors) =>
        submit.mutate(answers, {
          onSuccess: ({ updated }) => toast({ title: updated ? 'Answers updated' : 'Answers sent', description: 'Thank you: the agency has your answers. You can change them here any time.', variant: 'success' }),
          onError: showServerErrors,
        })
      }
    />
  );
}
