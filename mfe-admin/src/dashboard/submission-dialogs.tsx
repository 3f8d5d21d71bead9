import { EntityId, PROFILE_QUERY_PARAM, type Submission } from '@biz/contracts';
import { lazyExport, LazyDialog } from '@biz/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

// The dialogs, and their forms, load when first opened.
const ClientProfileDialog = lazyExport(() => import('../profile/client-profile-dialog'), 'ClientProfileDialog');
const CallSchedulerDialog = lazyExport(() => import('../calls/call-scheduler-dialog'), 'CallSchedulerDialog');
const OnboardingFormDialog = lazyExport(() => import('../onboarding/onboarding-form-dialog'), 'OnboardingFormDialog');
const EmailGeneratorDialog = lazyExport(() => import('../emails/email-generator-dialog'), 'EmailGeneratorDialog');
const DeleteClientDialog = lazyExport(() => import('../dashboard/delete-client-dialog'), 'DeleteClientDialog');

/**
 * SPEC's modals (client profile, email generator, call scheduler, onboarding form generator, delete
 * confirmation) for a view of the desk: the row actions that open them, `openProfile` for anything else
 * that opens a business (a board card, an order, My day), and the dialogs to render (only for an admin).
 * A link to one business's profile (`?profile=`, the new-submission alert's) opens it over the view.
 */
export function useSubmissionDialogs(isAdmin: boolean | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(PROFILE_QUERY_PARAM);
  const [viewing, setViewing] = useState<string | null>(() => (EntityId.safeParse(linked).success ? linked : null));
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const [emailing, setEmailing] = useState<Submission | null>(null);
  const [calling, setCalling] = useState<Submission | null>(null);
  const [onboarding, setOnboarding] = useState<Submission | null>(null);

  const closeProfile = () => {
    setViewing(null);
    if (linked)
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete(PROFILE_QUERY_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const dialogs = isAdmin ? (
    <>
      <LazyDialog open={viewing !== null}>
        <ClientProfileDialog clientId={viewing} onOpenSubmission={setViewing} onClose={closeProfile} />
      </LazyDialog>
      <LazyDialog open={calling !== null}>
        <CallSchedulerDialog submission={calling} onClose={() => setCalling(null)} />
      </LazyDialog>
      <LazyDialog open={onboarding !== null}>
        <OnboardingFormDialog submission={onboarding} onClose={() => setOnboarding(null)} />
      </LazyDialog>
      <LazyDialog open={emailing !== null}>
        <EmailGeneratorDialog submission={emailing} onClose={() => setEmailing(null)} />
      </LazyDialog>
      <LazyDialog open={deleting !== null}>
        <DeleteClientDialog submission={deleting} onClose={() => setDeleting(null)} />
      </LazyDialog>
    </>
  ) : null;
  return {
    rowActions: { onView: (submission: Submission) => setViewing(submission.id), onEmail: setEmailing, onCall: setCalling, onOnboardingForm: setOnboarding, onDelete: setDeleting },
    openProfile: setViewing,
    dialogs,
  };
}
