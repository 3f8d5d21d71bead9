import { z } from 'zod';

/**
 * What became of an email the worker handled: sent over SMTP, only logged (no SMTP configured), or failed.
 * A module of its own: the desk's email list reads it, and importing it from the billing jobs brought every
 * billing schema into the desk's first screen.
 */
export const DeliveredEmailStatus = z.enum(['sent', 'logged', 'failed']);
export type DeliveredEmailStatus = z.infer<typeof DeliveredEmailStatus>;
