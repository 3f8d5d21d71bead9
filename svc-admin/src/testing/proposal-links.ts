/** The signed token of the proposal link an email's body carries, as its reader's browser would send it. */
export const proposalTokenIn = (body: string): string => decodeURIComponent(/\/client\/proposal\?token=(\S+)/.exec(body)![1]);
