/** Injection token of MEETING_BASE_URL: the agency's meeting room, which every call's link starts with. */
export const MEETING_BASE_URL = Symbol('MEETING_BASE_URL');
