import { NotificationKindLabel, NotificationKinds, StaffNotificationPreferences } from '@biz/contracts';
import { Button, Checkbox, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { notificationPreferencesQuery, useSaveNotificationPreferences } from './notifications-api';

function PreferencesFields({ emailKinds, canEmail, onDone }: { emailKinds: StaffNotificationPreferences['emailKinds']; canEmail: boolean; onDone: () => void }) {
  const save = useSaveNotificationPreferences();
  const { register, handleSubmit } = useForm<StaffNotificationPreferences>({ resolver: zodResolver(StaffNotificationPreferences), defaultValues: { emailKinds } });
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Email choices saved', variant: 'success' });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Email preferences" className="flex flex-col gap-4">
      {canEmail ? null : <p className="text-sm text-ink-muted">The owner's password sign-in has no email address: sign in with your own account to get these by email.</p>}
      <fieldset className="flex flex-col gap-3" disabled={!canEmail}>
        <legend className="sr-only">Notifications that also come by email</legend>
        {NotificationKinds.map((kind) => (
          <Checkbox key={kind} label={NotificationKindLabel[kind]} value={kind} {...register('emailKinds')} />
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Back to notifications
        </Button>
        <Button type="submit" disabled={!canEmail || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** Which kinds of notification also come to the member by email (the bell shows every one whatever is chosen). */
export function NotificationPreferencesForm({ onDone }: { onDone: () => void }) {
  const preferences = useQuery(notificationPreferencesQuery());
  if (preferences.isPending) return <p className="text-sm text-ink-muted">Loading your choices...</p>;
  if (preferences.isError) return <p className="text-sm text-ink-muted">Your choices could not be loaded. Please try again.</p>;
  return <PreferencesFields {...preferences.data} onDone={onDone} />;
}
