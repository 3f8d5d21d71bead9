import { hourPrice, hourValueOf, hourValueWords, savedHoursValueCents, SetHourValueRequest } from './hour-value';

describe("a client's hour value", () => {
  it("is the client's own once the agency sets it, else the agency's default", () => {
    expect(hourValueOf(null, 2500)).toEqual({ cents: 2500, setFor: 'agency-default' });
    expect(hourValueOf(6000, 2500)).toEqual({ cents: 6000, setFor: 'client' });
  });

  it('values saved hours to the cent', () => {
    expect(savedHoursValueCents(1, 2500)).toBe(2500);
    expect(savedHoursValueCents(7.5, 2500)).toBe(18750);
    expect(savedHoursValueCents(7.5, 6000)).toBe(45000);
    expect(savedHoursValueCents(0.33, 3750)).toBe(1238);
  });

  it('says which value a figure used', () => {
    expect(hourValueWords({ cents: 2500, setFor: 'agency-default' })).toBe('valued at $25 an hour, our standard rate');
    expect(hourValueWords({ cents: 3750, setFor: 'client' })).toBe('valued at $37.50 an hour, set for your business');
    expect(hourPrice(100_000)).toBe('$1,000');
  });

  it('is refused outside $1 to $1,000 a saved hour, and null returns the default', () => {
    expect(SetHourValueRequest.safeParse({ hourValueCents: null }).success).toBe(true);
    expect(SetHourValueRequest.safeParse({ hourValueCents: 6000 }).success).toBe(true);
    const messages = (value: unknown) => SetHourValueRequest.safeParse({ hourValueCents: value }).error?.issues.map((issue) => issue.message);
    expect(messages(99)).toEqual(['Must be at least $1.00']);
    expect(messages(100_001)).toEqual(['Must be at most $1,000.00']);
    expect(messages(25.5)).toEqual(['Must be a whole number of cents']);
  });
});
