import { addressBucketOf } from './address-bucket';

describe('addressBucketOf', () => {
  it('keeps an IPv4 address, also when IPv6 maps it', () => {
    expect(addressBucketOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucketOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const bucket = '2001:db8:85a3:42::/64';
    expect(addressBucketOf('2001:db8:85a3:42::1')).toBe(bucket);
    expect(addressBucketOf('2001:0DB8:85a3:0042:ffff:1:2:3')).toBe(bucket);
    expect(addressBucketOf('2001:db8:85a3:42:a::7%eth0')).toBe(bucket);
    expect(addressBucketOf('2001:db8:85a3:43::1')).not.toBe(bucket);
    expect(addressBucketOf('::1')).toBe('0:0:0:0::/64');
    expect(addressBucketOf('fe80::')).toBe('fe80:0:0:0::/64');
  });
});
