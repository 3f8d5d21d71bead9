import { apiErrorOf } from '@biz/ui-kit/api-error';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * A mutation's `onError` that puts the server's field messages under the form's own `fields` (a rule only the
 * server holds, as the common-password list); the hook's toast still says what failed.
 */
export function showServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  return (error: Error) => {
    const messages = apiErrorOf(error).fields ?? {};
    for (const field of fields) {
      const [message] = messages[field] ?? [];
      if (message) setError(field, { message });
    }
  };
}
