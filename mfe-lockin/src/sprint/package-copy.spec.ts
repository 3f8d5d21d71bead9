import { Packages } from '@biz/contracts';
import { formatWholeDollars } from './package-copy';

describe('headline prices', () => {
  it('shows the sprint prices in whole dollars with thousands separators', () => {
    expect(formatWholeDollars(Packages.starter.priceCents)).toBe('$500');
    expect(formatWholeDollars(Packages.growth.priceCents)).toBe('$1,000');
    expect(formatWholeDollars(1_250_000)).toBe('$12,500');
  });
});
