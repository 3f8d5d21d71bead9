import type { ArgumentsHost } from '@nestjs/common';
import { DomainError, domainError } from './app-error';
import { ErrorEnvelopeFilter } from './error-envelope.filter';

class SlotTaken extends domainError('SlotTaken', 'That time is already booked.') {}
class TicketNotFound extends domainError('TicketNotFound', 'We could not find that ticket.') {}

/** The filter's answer to `exception` thrown while serving the route `method url`. */
function answerTo(exception: unknown, method: string, url: string) {
  const answer = { status: 0, body: undefined as unknown, logged: [] as string[] };
  const reply = {
    sent: false,
    header: () => reply,
    status: (status: number) => ((answer.status = status), reply),
    send: (body: unknown) => ((answer.body = body), reply),
  };
  const request = { method, routeOptions: { url }, log: { error: (_: unknown, message: string) => answer.logged.push(message), warn: () => undefined } };
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }) } as unknown as ArgumentsHost;
  new ErrorEnvelopeFilter().catch(exception, host);
  return answer;
}

describe('ErrorEnvelopeFilter and the declared refusals', () => {
  it("answers a context's refusal its endpoint declares with the code's one status", () => {
    expect(answerTo(new SlotTaken(), 'POST', '/api/calls/book')).toMatchObject({ status: 409, body: { error: { code: 'SlotTaken' } }, logged: [] });
    // A client session's AccountGone is declared by the audience, for every client endpoint.
    const gone = new (class extends DomainError {})('AccountGone', 'This account no longer exists.');
    expect(answerTo(gone, 'GET', '/api/client/resources').status).toBe(410);
  });

  it('turns one its endpoint does not declare into a logged fault under Jest, so the API description cannot miss it', () => {
    const answer = answerTo(new TicketNotFound(), 'POST', '/api/calls/book');
    expect(answer).toMatchObject({ status: 500, body: { error: { code: 'Internal' } }, logged: ['request failed'] });
  });

  it('leaves a route no endpoint declares alone', () => {
    expect(answerTo(new TicketNotFound(), 'GET', '/not-declared').status).toBe(404);
  });
});
