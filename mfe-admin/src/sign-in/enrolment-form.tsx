import { AcceptInviteRequest, type AcceptInviteResponse, type StartEnrolmentResponse } from '@biz/contracts';
import { Button, Input, PasswordInput } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAcceptStaffInvite } from '../api/staff-api';

const Enrolment = AcceptInviteRequest.omit({ token: true });

/**
 * Joining by invitation: the authenticator app's secret (a QR code to scan, the otpauth:// link and the text to type), then
 * a name, a password and the app's code to prove the secret was added. The answer holds the recovery codes.
 */
export function EnrolmentForm({ token, enrolment, onJoined }: { token: string; enrolment: StartEnrolmentResponse; onJoined: (answer: AcceptInviteResponse) => void }) {
  const accept = useAcceptStaffInvite();
  const { register, handleSubmit, formState } = useForm<z.input<typeof Enrolment>, unknown, z.output<typeof Enrolment>>({ resolver: zodResolver(Enrolment), defaultValues: { name: '', password: '', code: '' } });
  const submit = handleSubmit((body) => accept.mutate({ ...body, token }, { onSuccess: onJoined }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Join the team">
      <p className="text-sm text-ink-muted">
        Joining as <strong className="text-ink">{enrolment.email}</strong> ({enrolment.role === 'owner' ? 'owner' : 'staff'}).
      </p>
      <section aria-labelledby="authenticator-heading" className="flex flex-col gap-2 rounded-lg border border-line p-4">
        <h2 id="authenticator-heading" className="text-sm font-semibold text-ink">
          Add BizAutomate to your authenticator app
        </h2>
        <p className="text-sm text-ink-muted">Scan this code with the app:</p>
        <QRCodeSVG value={enrolment.otpauthUri} size={176} marginSize={2} title="QR code for your authenticator app" aria-label="QR code for your authenticator app" role="img" className="self-start rounded bg-white" />
        <p className="text-sm text-ink-muted">Or type this key into the app (time-based, 6 digits):</p>
        <code aria-label="Authenticator key" className="rounded bg-canvas px-2 py-1 font-mono text-sm break-all text-ink">
          {enrolment.secret}
        </code>
        <p className="text-sm text-ink-muted">
          Or, on the phone with the app, open this <a href={enrolment.otpauthUri} className="font-medium text-brand-700 underline">otpauth:// link</a>:
        </p>
        <code aria-label="Authenticator link" className="rounded bg-canvas px-2 py-1 font-mono text-xs break-all text-ink">
          {enrolment.otpauthUri}
        </code>
      </section>
      <Input label="Your name" autoComplete="name" required {...register('name')} error={formState.errors.name?.message} />
      <PasswordInput label="Choose a password" autoComplete="new-password" required {...register('password')} error={formState.errors.password?.message} />
      <Input label="Code from the app" inputMode="numeric" autoComplete="one-time-code" required {...register('code')} error={formState.errors.code?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : 'Join the team'}
      </Button>
    </form>
  );
}
