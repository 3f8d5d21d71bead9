import { bookingLink } from './app-config-api';

describe('the strategy call link', () => {
  it('opens the configured booking page with the business and email filled in', () => {
    const url = new URL(bookingLink('https://cal.com/bizautomate/strategy-call', { name: 'Glow Med Spa & Co', email: 'owner@glowmedspa.com' }));
    expect(url.origin + url.pathname).toBe('https://cal.com/bizautomate/strategy-call');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'Glow Med Spa & Co', email: 'owner@glowmedspa.com' });
  });

  it('keeps what the configured page already asks for', () => {
    const url = new URL(bookingLink('https://calendly.com/agency/call?month=2026-12', { name: 'Happy Paws', email: 'a@b.co' }));
    expect(url.searchParams.get('month')).toBe('2026-12');
    expect(url.searchParams.get('name')).toBe('Happy Paws');
  });
});
