import { apiErrorOf } from '@biz/ui-kit/api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's message for each of the form's own fields (a wrong current password, say) goes under that field. */
export function showServerFieldErrors<T extends FieldValues>(error: Error, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  for (const [field, [message]] of Object.entries(apiErrorOf(error).fields ?? {})) {
    if ((fields as readonly string[]).includes(field) && message) setError(field as Path<T>, { message });
  }
}
