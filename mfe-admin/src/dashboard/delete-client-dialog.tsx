import { DeleteSubmissionConfirmation, ToastMessage, ValidationMessage, type Submission } from '@biz/contracts';
import { Button, Dialog, Input, toast, toastMessage } from '@biz/ui-kit';
import { useState } from 'react';
import { eraseSubmission } from '../api/admin-api';

/**
 * SPEC §5 delete: the button stays disabled until the business name is typed exactly; a mismatch says so.
 * On success the dashboard is refreshed (`onDeleted`); a failure is 'Deletion Failed'.
 */
export function DeleteClientDialog({ submission, onClose, onDeleted }: { submission: Submission | null; onClose: () => void; onDeleted: () => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const name = submission?.businessName ?? '';
  const matches = submission !== null && DeleteSubmissionConfirmation(name).safeParse(typed).success;

  function close() {
    setTyped('');
    onClose();
  }

  async function confirm() {
    if (!submission || !matches) return;
    setBusy(true);
    try {
      await eraseSubmission(submission.id);
      toast({ title: 'Client deleted', description: `${name} and its data were removed.`, variant: 'success' });
      onDeleted();
      close();
    } catch {
      toastMessage(ToastMessage.deletionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete client"
      description={ValidationMessage.typeBusinessNameToDelete}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={!matches || busy} onClick={() => void confirm()}>
            {busy ? 'Deleting...' : 'Delete Client'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink">
          This removes <strong className="font-semibold break-words">{name}</strong>: the submission, its plan and the personal details of its orders. It cannot be undone.
        </p>
        <Input
          label="Business name"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={typed && !matches ? ValidationMessage.businessNameMismatch : undefined}
        />
      </div>
    </Dialog>
  );
}
