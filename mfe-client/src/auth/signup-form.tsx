import { ClientSignupRequest, MIN_CLIENT_PASSWORD_LENGTH } from '@biz/contracts';
import { Button, Input, PasswordInput } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useClientSignup } from '../api/client-api';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';

/** `onSignedUp`: the server's words (check the inbox), the same for every address; no session starts. */
export function SignupForm({ onSignedUp }: { onSignedUp: (message: string) => void }) {
  // A field's message goes as soon as the field is edited; the next submit checks again.
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<ClientSignupRequest>({ resolver: zodResolver(ClientSignupRequest), reValidateMode: 'onSubmit', shouldFocusError: false });
  const signup = useClientSignup();
  const busy = signup.isPending;
  const errors = formState.errors;
  return (
    <form
      onSubmit={handleSubmit((body) =>
        signup.mutate(body, { onSuccess: (answer) => onSignedUp(answer.message), onError: showServerFieldErrors(setError, ['password']) }),
      )}
      noValidate
      aria-label="Create a client account"
      className="flex flex-col gap-4"
    >
      <Input label="Business name" autoComplete="organization" required {...register('businessName', { onChange: () => clearErrors('businessName') })} error={errors.businessName?.message} />
      <Input label="Email" type="email" autoComplete="email" required {...register('email', { onChange: () => clearErrors('email') })} error={errors.email?.message} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_CLIENT_PASSWORD_LENGTH} characters.`}
        {...register('password', { onChange: () => clearErrors('password') })}
        error={errors.password?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
