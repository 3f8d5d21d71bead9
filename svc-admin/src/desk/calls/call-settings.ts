/** Injection token of the calls' settings: the agency's time zone, the meeting base URL and the clock. */
export const CALL_SETTINGS = Symbol('CALL_SETTINGS');
export interface CallSettings {
  timeZone: string;
  meetingBaseUrl: string;
  now: () => number;
}
