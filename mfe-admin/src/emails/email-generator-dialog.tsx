import { DEFAULT_EMAIL_TYPE, EmailType, SendEmailRequest, ToastMessage, type Submission } from '@biz/contracts';
import { Button, Dialog, Input, Select, Textarea, toast, toastMessage } from '@biz/ui-kit';
import { useState } from 'react';
import { generateEmail, sendEmail } from '../api/admin-api';

export const EMAIL_TYPE_LABELS: Record<EmailType, string> = { welcome: 'Welcome', plan_ready: 'Plan ready', follow_up: 'Follow-up', custom: 'Custom' };
const typeOptions = EmailType.options.map((value) => ({ value, label: EMAIL_TYPE_LABELS[value] }));

interface Draft {
  emailType: EmailType;
  customSubject: string;
  subject: string;
  body: string;
}
const emptyDraft: Draft = { emailType: DEFAULT_EMAIL_TYPE, customSubject: '', subject: '', body: '' };

/**
 * SPEC §2 email generator: a draft of the chosen type (the worker's LLM or the catalog's template), which
 * the admin edits, then sends to the business's contact email. Both fields must hold text (§5); the
 * server refuses blanks too.
 */
export function EmailGeneratorDialog({ submission, onClose, onSent }: { submission: Submission | null; onClose: () => void; onSent: () => void }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [busy, setBusy] = useState<'generating' | 'sending' | null>(null);
  const change = (fields: Partial<Draft>) => setDraft((current) => ({ ...current, ...fields }));

  function close() {
    setDraft(emptyDraft);
    onClose();
  }

  async function generate() {
    if (!submission) return;
    setBusy('generating');
    try {
      const customSubject = draft.emailType === 'custom' ? draft.customSubject.trim() || undefined : undefined;
      const { subject, body } = await generateEmail({ clientId: submission.id, emailType: draft.emailType, customSubject });
      change({ subject, body });
    } catch {
      toastMessage(ToastMessage.emailGenerationFailed);
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    if (!submission) return;
    const request = SendEmailRequest.safeParse({ clientId: submission.id, subject: draft.subject, body: draft.body });
    if (!request.success) {
      toastMessage(ToastMessage.missingEmailInformation);
      return;
    }
    setBusy('sending');
    try {
      await sendEmail(request.data);
      toast({ title: 'Email sent', description: `On its way to ${submission.contactEmail}.`, variant: 'success' });
      onSent();
      close();
    } catch {
      toastMessage(ToastMessage.emailSendFailed);
    } finally {
      setBusy(null);
    }
  }

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
          <Button disabled={busy !== null} onClick={() => void send()}>
            {busy === 'sending' ? 'Sending...' : 'Send Email'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
          <Select label="Email type" options={typeOptions} value={draft.emailType} onChange={(event) => change({ emailType: event.target.value as EmailType })} />
          <Button variant="outline" disabled={busy !== null} onClick={() => void generate()}>
            {busy === 'generating' ? 'Generating...' : 'Generate Email'}
          </Button>
        </div>
        {draft.emailType === 'custom' ? (
          <Input label="Custom subject" placeholder="What the email is about" value={draft.customSubject} onChange={(event) => change({ customSubject: event.target.value })} />
        ) : null}
        <Input label="Subject" value={draft.subject} onChange={(event) => change({ subject: event.target.value })} />
        <Textarea label="Email content" rows={12} value={draft.body} onChange={(event) => change({ body: event.target.value })} />
      </div>
    </Dialog>
  );
}
