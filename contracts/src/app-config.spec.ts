import { fieldErrors } from './testing/field-errors.fixture';
import { AppConfig } from './app-config';

describe('runtime app configuration', () => {
  it('accepts an https booking page', () => {
    expect(fieldErrors(AppConfig, { bookingUrl: 'https://cal.com/bizautomate/strategy-call' })).toEqual({});
  });

  it('accepts none: the site books the call itself', () => {
    expect(fieldErrors(AppConfig, { bookingUrl: null })).toEqual({});
  });

  it.each([['a missing booking page', {}], ['a script URL', { bookingUrl: 'javascript:alert(1)' }], ['a relative path', { bookingUrl: '/book' }]])(
    'refuses %s, so the button never opens something unsafe',
    (_case, config) => {
      expect(Object.keys(fieldErrors(AppConfig, config))).toEqual(['bookingUrl']);
    },
  );
});
