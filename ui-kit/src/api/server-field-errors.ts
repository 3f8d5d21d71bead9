import { apiErrorOf } from './api-error';

/**
 * A mutation's `onError` that puts the server's field messages under a form's own `fields` (a rule only the
 * server holds: the common-password list, an automation's ceiling); the hook's toast still says what failed.
 * `setError` is react-hook-form's.
 */
export function showServerFieldErrors<F extends string>(setError: (field: F, error: { message: string }) => void, fields: readonly NoInfer<F>[]) {
  return (error: Error) => {
    const messages = apiErrorOf(error).fields ?? {};
    for (const field of fields) {
      const [message] = messages[field] ?? [];
      if (message) setError(field, { message });
    }
  };
}
