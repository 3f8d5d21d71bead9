import { Card, CardContent, PageHeader, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchOnboardingByLink, onboardingByLinkKey, useSubmitOnboardingByLink } from './onboarding-api';
import { OnboardingFormFill } from './onboarding-form-fill';

/**
 * The page an emailed onboarding link opens: the signed token is the only credential, so no sign-in. The
 * form is read by a POST from the page (a mail scanner fetching the link reads nothing).
 */
export function OnboardingLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const toFill = useQuery({ queryKey: onboardingByLinkKey(token), queryFn: () => fetchOnboardingByLink(token), retry: false, refetchOnWindowFocus: false });
  const submit = useSubmitOnboardingByLink(token);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-10 sm:px-6">
      {toFill.isSuccess ? (
        <>
          <PageHeader title={`Onboarding for ${toFill.data.businessName}`} description="Tell us what we need to build your automations. You can come back to this link to change your answers." />
          <OnboardingFormFill
            key={toFill.data.submittedAt ?? 'new'}
            toFill={toFill.data}
            busy={submit.isPending}
            onSubmit={(answers, showServerErrors) =>
              submit.mutate(answers, {
                onSuccess: ({ updated }) => toast({ title: updated ? 'Answers updated' : 'Answers sent', description: 'Thank you: the agency has your answers.', variant: 'success' }),
                onError: showServerErrors,
              })
            }
          />
        </>
      ) : (
        <Card className="mx-auto w-full max-w-md">
          <CardContent className="flex flex-col gap-4 p-8" aria-busy={toFill.isPending}>
            <PageHeader
              title={toFill.isError ? 'This Link Did Not Work' : 'Opening Your Onboarding Form…'}
              description={toFill.isError ? (apiErrorOf(toFill.error).message ?? 'Please try again in a moment.') : 'One moment.'}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
