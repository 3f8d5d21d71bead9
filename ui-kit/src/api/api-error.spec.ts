import { apiErrorOf } from './api-error';

describe('an API error as a screen reads it', () => {
  it('keeps the status, the declared code and the message of an error envelope', () => {
    const failure = new Error('409: {"error":{"code":"PlanLimitReached","message":"Pause another one."}}');
    expect(apiErrorOf(failure)).toEqual({ status: 409, code: 'PlanLimitReached', message: 'Pause another one.' });
  });

  it('keeps the field messages of a refused input', () => {
    const failure = new Error('400: {"error":{"code":"ValidationFailed","message":"Too common.","fields":{"password":["Too common."]}}}');
    expect(apiErrorOf(failure)).toEqual({ status: 400, code: 'ValidationFailed', message: 'Too common.', fields: { password: ['Too common.'] } });
  });

  it('shows the message of a code this build does not know, without the code', () => {
    expect(apiErrorOf(new Error('400: {"error":{"code":"SomethingNewer","message":"Try again."}}'))).toEqual({ status: 400, code: undefined, message: 'Try again.' });
  });

  it('has only a status for a body that is no envelope, and none for a failure that is no answer', () => {
    expect(apiErrorOf(new Error('502: <html>bad gateway</html>'))).toEqual({ status: 502 });
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toEqual({ status: 0 });
  });
});
