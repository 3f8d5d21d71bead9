import { z } from 'zod';
import { Cents, EntityId } from '../common';
import { formatUsd } from '../money';

/**
 * What a client's saved hour is worth (issue 46): set for the client by the agency, else the agency's
 * default from its content file (`savedHourValueUsd`, SPEC §9's $25 unless the agency changes it). Every
 * money figure of the savings says which it used.
 */

/** Bounds of a value the agency sets: a slip of the keyboard ($0.25, $25,000) never multiplies a client's savings. */
export const MIN_HOUR_VALUE_CENTS = 100;
export const MAX_HOUR_VALUE_CENTS = 100_000;

export const HourValueCents = z
  .int('Must be a whole number of cents')
  .min(MIN_HOUR_VALUE_CENTS, `Must be at least ${formatUsd(MIN_HOUR_VALUE_CENTS)}`)
  .max(MAX_HOUR_VALUE_CENTS, `Must be at most ${formatUsd(MAX_HOUR_VALUE_CENTS)}`);

/** The value a client's figures use: `setFor` 'client' when the agency set it for this client, 'agency-default' otherwise. */
export const HourValue = z.object({ cents: Cents, setFor: z.enum(['client', 'agency-default']) });
export type HourValue = z.infer<typeof HourValue>;

/** The value of an account (its own, or null) over the agency's default. */
export const hourValueOf = (ownCents: number | null, defaultCents: number): HourValue =>
  ownCents === null ? { cents: defaultCents, setFor: 'agency-default' } : { cents: ownCents, setFor: 'client' };

/** Money value (cents) of a number of saved hours at a value, rounded to the cent. */
export const savedHoursValueCents = (hours: number, hourValueCents: number): number => Math.round(hours * hourValueCents);

/** '$25' or '$37.50': whole dollars without their cents. */
export const hourPrice = (cents: number): string => formatUsd(cents, { whole: cents % 100 === 0 });

/** Whose value it is, as the client reads it: 'set for your business' / 'our standard rate'. */
export const hourValueSource = ({ setFor }: Pick<HourValue, 'setFor'>): string => (setFor === 'client' ? 'set for your business' : 'our standard rate');

/** What a client reads beside its figures: 'valued at $60 an hour, set for your business' / '…, our standard rate'. */
export const hourValueWords = (value: HourValue): string => `valued at ${hourPrice(value.cents)} an hour, ${hourValueSource(value)}`;

/** PUT /api/admin/client-accounts/:id/hour-value: the agency sets a client's value, or (null) returns it to the default. */
export const ClientAccountIdParams = z.object({ id: EntityId });
export type ClientAccountIdParams = z.infer<typeof ClientAccountIdParams>;
export const SetHourValueRequest = z.strictObject({ hourValueCents: HourValueCents.nullable() });
export type SetHourValueRequest = z.infer<typeof SetHourValueRequest>;
export const SetHourValueResponse = HourValue;
export type SetHourValueResponse = HourValue;
