import { StaffLoginRequest, StaffLoginVerifyRequest } from '@biz/contracts';
import { Button, Input, PasswordInput } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStaffLogin, useStaffLoginVerify } from '../api/staff-api';

const CodeStep = StaffLoginVerifyRequest.pick({ code: true });

/** A team member's sign-in: email and password, then the authenticator's code (or a recovery code); the session starts after the code. */
export function StaffSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [challenge, setChallenge] = useState<string | null>(null);
  return challenge ? <CodeForm challenge={challenge} onSignedIn={onSignedIn} onRestart={() => setChallenge(null)} /> : <PasswordStep onProven={setChallenge} />;
}

function PasswordStep({ onProven }: { onProven: (challenge: string) => void }) {
  const login = useStaffLogin();
  const { register, handleSubmit, formState } = useForm<z.input<typeof StaffLoginRequest>, unknown, StaffLoginRequest>({ resolver: zodResolver(StaffLoginRequest), defaultValues: { email: '', password: '' } });
  const submit = handleSubmit((body) => login.mutate(body, { onSuccess: ({ challenge }) => onProven(challenge) }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Team member sign-in">
      <Input label="Email" type="email" autoComplete="username" required {...register('email')} error={formState.errors.email?.message} />
      <PasswordInput label="Password" autoComplete="current-password" required {...register('password')} error={formState.errors.password?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}

function CodeForm({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: () => void; onRestart: () => void }) {
  const verify = useStaffLoginVerify();
  const { register, handleSubmit, formState } = useForm<z.input<typeof CodeStep>, unknown, z.output<typeof CodeStep>>({ resolver: zodResolver(CodeStep), defaultValues: { code: '' } });
  const busy = verify.isPending || verify.isSuccess;
  const submit = handleSubmit(({ code }) => verify.mutate({ challenge, code }, { onSuccess: onSignedIn }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Second factor">
      <Input
        label="Authentication code"
        hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...register('code')}
        error={formState.errors.code?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button type="button" variant="outline" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}
