import { CheckoutRecoveryTemplate, DEFAULT_CHECKOUT_RECOVERY_TEMPLATE, renderRecoveryEmail } from './checkout-recovery';
import { fieldErrors } from '../testing/field-errors.fixture';

const values = { businessName: 'Glow Med Spa', packageName: 'Starter Sprint', resumeLink: 'https://agency.example/lockin/checkout/starter?resume=abc' };

describe('the checkout recovery email', () => {
  it('fills every placeholder, spaces inside the braces allowed', () => {
    expect(renderRecoveryEmail({ subject: 'Hi {{ businessName }}', body: '{{packageName}}: {{resumeLink}}' }, values)).toEqual({
      subject: 'Hi Glow Med Spa',
      body: 'Starter Sprint: https://agency.example/lockin/checkout/starter?resume=abc',
    });
  });

  it("fills in one pass: a business named like a placeholder stays that text, and never becomes the link", () => {
    const rendered = renderRecoveryEmail({ subject: '{{businessName}}', body: '{{businessName}} {{resumeLink}}' }, { ...values, businessName: '{{resumeLink}} <b>&' });
    expect(rendered).toEqual({ subject: '{{resumeLink}} <b>&', body: `{{resumeLink}} <b>& ${values.resumeLink}` });
  });

  it('starts from a default that passes its own rules', () => {
    expect(fieldErrors(CheckoutRecoveryTemplate, DEFAULT_CHECKOUT_RECOVERY_TEMPLATE)).toEqual({});
  });

  it.each([
    [{ subject: 'Hi {{name}}', body: '{{resumeLink}}' }, 'subject'],
    [{ subject: 'Link {{resumeLink}}', body: '{{resumeLink}}' }, 'subject'],
    [{ subject: 'Hi', body: 'no link here' }, 'body'],
  ])('refuses %o on %s', (template, field) => {
    expect(Object.keys(fieldErrors(CheckoutRecoveryTemplate, template))).toEqual([field]);
  });
});
