/**
 * Deadlines of the request-path client. A command waits for no reconnection (the offline queue is off:
 * while Redis is down a command fails at once) and for no answer longer than `command`; a connection that
 * stays silent for `socket` is dropped and reconnected, so a dead peer is not waited on until TCP gives up.
 * Apart from the Nest module, so that a process without Nest (the worker) reads them without loading it.
 */
export const REDIS_DEADLINES_MS = { connect: 5_000, command: 1_000, socket: 2_000 } as const;
