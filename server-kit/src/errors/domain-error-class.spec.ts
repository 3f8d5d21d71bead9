import { AppError, DomainError, domainError } from './app-error';

class PlanNotReady extends domainError('PlanNotReady', 'The plan is not ready yet.') {}
class OrderNotRefundable extends domainError('OrderNotRefundable', (status: string) => `This order is ${status}.`) {}
class CheckoutLinkExpired extends domainError('CheckoutLinkExpired', (message: string = 'This checkout link has expired.') => message) {}

describe('an error class made by domainError', () => {
  it('is its own named class, a DomainError answered with its code and the status contracts give it', () => {
    const error = new PlanNotReady();
    expect(error).toBeInstanceOf(PlanNotReady);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).not.toBeInstanceOf(OrderNotRefundable);
    expect(error).toMatchObject({ name: 'PlanNotReady', code: 'PlanNotReady', status: 409, message: 'The plan is not ready yet.' });
  });

  it('words its message from what its constructor is given, or a default', () => {
    expect(new OrderNotRefundable('pending').message).toBe('This order is pending.');
    expect(new CheckoutLinkExpired().message).toBe('This checkout link has expired.');
    expect(new CheckoutLinkExpired('Paid already.').message).toBe('Paid already.');
  });
});
