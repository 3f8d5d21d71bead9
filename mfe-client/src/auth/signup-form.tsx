import { ClientSignupRequest, MIN_CLIENT_PASSWORD_LENGTH, ToastMessage } from '@biz/contracts';
import { Button, Input, PasswordInput } from '@biz/ui-kit';
import type { FormEvent } from 'react';
import { clientSignup } from '../api/client-api';
import { useAuthSubmit } from './use-auth-submit';

/** SPEC §8: the server's message, else 'Failed to create account'. */
const signupFailure = (_status: number, message?: string) => ({ ...ToastMessage.clientSignupFailed, description: message ?? ToastMessage.clientSignupFailed.description });

export function SignupForm() {
  const { errors, busy, submit, clearError } = useAuthSubmit(ClientSignupRequest, clientSignup, signupFailure);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a client account" className="flex flex-col gap-4">
      <Input label="Business name" name="businessName" autoComplete="organization" required error={errors.businessName} onChange={() => clearError('businessName')} />
      <Input label="Email" name="email" type="email" autoComplete="email" required error={errors.email} onChange={() => clearError('email')} />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_CLIENT_PASSWORD_LENGTH} characters.`}
        error={errors.password}
        onChange={() => clearError('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
