import { CLIENT_DASHBOARD_PATH, firstFieldErrors, type ToastText } from '@biz/contracts';
import { toast, toastMessage } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { clientStatusKey } from '../api/client-api';

/** The first message of each invalid field, as the form shows it under the field. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * A sign-in form's submit: the contract's schema checks the fields first (nothing is sent while one is
 * wrong), then the call; on success the session is known and the dashboard opens, on failure `failureOf`
 * words the toast from the status and the server's message.
 */
export function useAuthSubmit<S extends z.ZodType>(schema: S, send: (body: z.infer<S>) => Promise<{ message: string }>, failureOf: (status: number, message?: string) => ToastText) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit(values: unknown) {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setErrors({});
    setBusy(true);
    try {
      const { message } = await send(parsed.data);
      queryClient.setQueryData(clientStatusKey, { authenticated: true });
      toast({ title: message, variant: 'success' });
      navigate(CLIENT_DASHBOARD_PATH, { replace: true });
    } catch (failure) {
      const { status, message } = apiErrorOf(failure);
      toastMessage(failureOf(status, message));
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { errors, busy, submit, clearError: (field: string) => setErrors(({ [field]: _cleared, ...rest }) => rest) };
}
