import { ToastMessage, ValidationMessage } from './messages';

describe('user-visible messages', () => {
  it('word the §8 toasts as the spec does', () => {
    expect(ToastMessage.intakeSucceeded).toEqual({
      title: 'Success!',
      description: 'Your business information has been processed. Generating workflow recommendations...',
    });
    expect(ToastMessage.paymentSucceeded.description).toBe("Thank you for your purchase! We'll be in touch within 24 hours.");
    expect(ToastMessage.adminLoginFailed).toMatchObject({ title: 'Login Failed', description: 'Invalid admin password. Please try again.' });
    expect(ToastMessage.unauthorizedAdmin.title).toBe('Unauthorized Access');
  });

  it('use straight quotes only, as the spec does', () => {
    const all = JSON.stringify({ ToastMessage, ValidationMessage });
    expect(all).not.toMatch(/[\u2018\u2019\u201c\u201d]/);
  });

  it('mark every failure toast destructive and no success toast', () => {
    for (const [key, toast] of Object.entries(ToastMessage)) {
      const success = key.endsWith('Succeeded');
      expect([key, 'destructive' in toast && toast.destructive === true]).toEqual([key, !success]);
    }
  });
});
