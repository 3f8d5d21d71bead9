import { DomainErrors, isDomainErrorCode, type DomainErrorCode } from './domain-errors';
import { BillingErrorCode, DeskErrorCode, ErrorCodes, IntakeErrorCode, PortalErrorCode } from './errors';
import { domainRefusalsOf } from './http/endpoint-refusals';
import { endpointNames } from './http/endpoints';

describe('the domain error codes', () => {
  const declared = [...IntakeErrorCode, ...BillingErrorCode, ...DeskErrorCode, ...PortalErrorCode];

  it('give every context code one status, a refusal or an outage, and a meaning', () => {
    expect(Object.keys(DomainErrors).sort()).toEqual([...declared].sort());
    for (const [code, { status, means }] of Object.entries(DomainErrors)) {
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
      expect([code, /^[a-z`'].+\.$/.test(means)]).toEqual([code, true]);
    }
  });

  it('are each answered by some endpoint: a code no declaration lists is dead, or missing from the API description', () => {
    const answered = new Set(endpointNames.flatMap((name) => domainRefusalsOf(name)));
    expect(declared.filter((code) => !answered.has(code))).toEqual([]);
  });

  it('tell a context code from a common one', () => {
    expect(isDomainErrorCode('SlotTaken')).toBe(true);
    expect(ErrorCodes.filter(isDomainErrorCode).sort()).toEqual([...declared].sort() as DomainErrorCode[]);
    for (const code of ['NotFound', 'ValidationFailed', 'toString', 'constructor']) expect(isDomainErrorCode(code)).toBe(false);
  });
});
