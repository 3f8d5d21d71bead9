/** Injection token: where the invite's links lead (PUBLIC_URL) and who at the agency gets a copy of each invite. */
export const BOOKING_SETTINGS = Symbol('BOOKING_SETTINGS');
export interface BookingSettings {
  publicUrl: string;
  agencyEmail: string;
}
