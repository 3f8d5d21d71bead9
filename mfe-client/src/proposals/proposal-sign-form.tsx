import { AcceptProposalRequest, fieldErrorsOf, SIGNER_NAME_MAX, type FieldErrors, type PublicProposal } from '@biz/contracts';
import { Button, Checkbox, Input, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState } from 'react';
import { useAcceptProposal } from './proposal-api';

type SignErrors = Partial<Record<'signerName' | 'agree', string>>;
const shownErrors = (fields: FieldErrors = {}): SignErrors => ({ signerName: fields.signerName?.[0], agree: fields.agree?.[0] });

/**
 * The typed-name signature. The contract's own schema checks it first, so its messages are the server's; the
 * hash sent is the one of the document the page shows, so a document changed meanwhile is refused.
 */
export function ProposalSignForm({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const [signerName, setSignerName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<SignErrors>({});
  const accept = useAcceptProposal(token);

  function sign() {
    const request = AcceptProposalRequest.safeParse({ token, signerName, agree, documentHash: proposal.documentHash });
    if (!request.success) {
      const found = shownErrors(fieldErrorsOf(request.error));
      setErrors(found);
      return document.getElementsByName(found.signerName ? 'signerName' : 'agree')[0]?.focus();
    }
    accept.mutate(request.data, {
      onSuccess: () => toast({ title: 'Proposal accepted', variant: 'success' }),
      onError: (error) => setErrors(shownErrors(apiErrorOf(error).fields)),
    });
  }

  return (
    <form
      noValidate
      aria-label="Accept and sign the proposal"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        sign();
      }}
    >
      <Input
        label="Type your full name to sign"
        name="signerName"
        autoComplete="name"
        required
        maxLength={SIGNER_NAME_MAX}
        value={signerName}
        error={errors.signerName}
        onChange={(event) => {
          setSignerName(event.target.value);
          setErrors((current) => ({ ...current, signerName: undefined }));
        }}
      />
      <Checkbox
        label="I agree to this proposal and sign it electronically"
        name="agree"
        checked={agree}
        aria-invalid={errors.agree ? true : undefined}
        description={errors.agree ? <span className="font-medium text-danger-700">{errors.agree}</span> : undefined}
        onChange={(event) => {
          setAgree(event.target.checked);
          setErrors((current) => ({ ...current, agree: undefined }));
        }}
      />
      <div>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? 'Signing...' : 'Accept and Sign'}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">
        Your typed name, the time, your internet address, your browser and a fingerprint (SHA-256) of this exact proposal are kept as your signature.{' '}
        <code className="break-all">{proposal.documentHash}</code>
      </p>
    </form>
  );
}
