import { DEFAULT_EMAIL_TYPE, EmailType, SendEmailRequest, ToastMessage, type Submission } from '@biz/contracts';
import { Button, Dialog, Input, Select, Textarea, toastMessage } from '@biz/ui-kit';
import { toastQueued } from './queued-toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useGenerateEmail, useSendEmail } from './email-api';

export const EMAIL_TYPE_LABELS: Record<EmailType, string> = { welcome: 'Welcome', plan_ready: 'Plan ready', follow_up: 'Follow-up', custom: 'Custom' };
const typeOptions = EmailType.options.map((value) => ({ value, label: EMAIL_TYPE_LABELS[value] }));

interface Draft {
  emailType: EmailType;
  customSubject: string;
  subject: string;
  body: string;
}
const emptyDraft: Draft = { emailType: DEFAULT_EMAIL_TYPE, customSubject: '', subject: '', body: '' };
// The draft's subject, body and type, checked by the contract's request (the business is the dialog's). The
// type goes with it: a plan_ready email that goes out moves the business to Plan sent.
const EmailDraft = SendEmailRequest.omit({ clientId: true });

/**
 * SPEC §2 email generator: a draft of the chosen type (the worker's LLM or the catalog's template), which
 * the admin edits, then sends to the business's contact email. Both fields must hold text (§5); the
 * server refuses blanks too.
 */
export function EmailGeneratorDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const { register, handleSubmit, reset, getValues, setValue, control } = useForm<Draft, unknown, Pick<SendEmailRequest, 'subject' | 'body' | 'emailType'>>({
    resolver: zodResolver(EmailDraft) as unknown as Resolver<Draft, unknown, Pick<SendEmailRequest, 'subject' | 'body'>>,
    defaultValues: emptyDraft,
    // A blank subject or body is SPEC §5's toast, not a field message: the focus stays where it is.
    shouldFocusError: false,
  });
  const emailType = useWatch({ control, name: 'emailType' });
  const generate = useGenerateEmail();
  const send = useSendEmail();
  const busy = generate.isPending || send.isPending;

  function close() {
    reset(emptyDraft);
    onClose();
  }

  function draft() {
    if (!submission) return;
    generate.mutate(
      { clientId: submission.id, emailType, customSubject: emailType === 'custom' ? getValues('customSubject').trim() || undefined : undefined },
      {
        onSuccess: ({ subject, body }) => {
          setValue('subject', subject);
          setValue('body', body);
        },
      },
    );
  }

  const sendDraft = handleSubmit(
    (email) => {
      if (!submission) return;
      send.mutate(
        { clientId: submission.id, ...email },
        {
          onSuccess: () => {
            toastQueued('Email queued', submission.contactEmail);
            close();
          },
        },
      );
    },
    () => toastMessage(ToastMessage.missingEmailInformation),
  );

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && close()}
      title="Email generator"
      description={submission ? `To ${submission.businessName} <${submission.contactEmail}>` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => void sendDraft()}>
            {send.isPending ? 'Sending...' : 'Send Email'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
          <Select label="Email type" options={typeOptions} {...register('emailType')} />
          <Button variant="outline" disabled={busy} onClick={draft}>
            {generate.isPending ? 'Generating...' : 'Generate Email'}
          </Button>
        </div>
        {emailType === 'custom' ? <Input label="Custom subject" placeholder="What the email is about" {...register('customSubject')} /> : null}
        <Input label="Subject" {...register('subject')} />
        <Textarea label="Email content" rows={12} hint="The sign-off and the agency's name and address are added below it when the email is sent." {...register('body')} />
      </div>
    </Dialog>
  );
}
