import { apiErrorOf } from '@biz/ui-kit/api-error';

// Writes (STYLE "A remote"): one hook per call, with its busy state, SPEC §8's failure toast and the
// queries it changes. A business's profile shows its emails, calls and automations: those writes read it again.
export const profileQueries = [['client-profile']];
/** The server's reason (the guarantee ended, refunded already, not the owner) is the toast's. */
export const failureSaying = (title: string) => (error: Error) => ({ title, description: apiErrorOf(error).message || 'Please try again.', destructive: true });
