import { CheckoutRecoveryTemplate, RecoveryPlaceholders } from '@biz/contracts';
import { Button, Dialog, formatDate, Input, Textarea, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fetchRecoveryTemplate, recoveryTemplateKey, useUpdateRecoveryTemplate } from './orders-api';

const placeholders = RecoveryPlaceholders.map((name) => `{{${name}}}`).join(', ');

/**
 * The agency's wording of the abandoned-checkout recovery email, checked by the contract's schema here and
 * again by the server (whose field errors land under the fields too).
 */
export function RecoveryTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const template = useQuery({ queryKey: recoveryTemplateKey, queryFn: fetchRecoveryTemplate, enabled: open });
  const save = useUpdateRecoveryTemplate();
  const { register, handleSubmit, reset, setError, formState } = useForm<CheckoutRecoveryTemplate>({ resolver: zodResolver(CheckoutRecoveryTemplate), defaultValues: { subject: '', body: '' } });

  useEffect(() => {
    if (open && template.data) reset({ subject: template.data.subject, body: template.data.body });
  }, [open, template.data, reset]);

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Template saved', description: 'The next recovery email uses it.', variant: 'success' });
        onClose();
      },
      onError: (error) => {
        for (const [field, messages] of Object.entries(apiErrorOf(error).fields ?? {})) if (field === 'subject' || field === 'body') setError(field, { message: messages[0] });
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Recovery email template"
      description={`Sent to a lead who left a checkout unpaid. Placeholders: ${placeholders}; the body must include {{resumeLink}}.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={save.isPending || !template.data} onClick={() => void submit()}>
            {save.isPending ? 'Saving...' : 'Save template'}
          </Button>
        </>
      }
    >
      {template.data ? (
        <div className="flex flex-col gap-4">
          <Input label="Subject" {...register('subject')} error={formState.errors.subject?.message} />
          <Textarea label="Body" rows={10} {...register('body')} error={formState.errors.body?.message} />
          <p className="text-xs text-ink-muted">{template.data.updatedAt ? `Last saved ${formatDate(template.data.updatedAt, 'numericDateTime')}.` : 'This is the default wording; nothing saved yet.'}</p>
        </div>
      ) : (
        <p className="py-6 text-center text-sm text-ink-muted">{template.isError ? 'The template could not be loaded.' : 'Loading the template...'}</p>
      )}
    </Dialog>
  );
}
