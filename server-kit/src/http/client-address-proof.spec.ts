import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER } from '@biz/contracts';
import { clientAddressHeaders, clientAddressKeyProblems, DEVELOPMENT_CLIENT_ADDRESS_KEY, hasProvenClientAddress } from './client-address-proof';

const key = 'a key of the gateway and the services, 32+ characters';

describe("the visitor's address as the gateway vouches for it", () => {
  it('is believed with the proof the gateway made for it under the shared key', () => {
    expect(hasProvenClientAddress(clientAddressHeaders(key, '203.0.113.9'), key)).toBe(true);
  });

  it('is not believed without a proof, with another address\'s proof, or with a proof under another key', () => {
    expect(hasProvenClientAddress({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }, key)).toBe(false);
    const other = clientAddressHeaders(key, '198.51.100.1');
    expect(hasProvenClientAddress({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', [CLIENT_ADDRESS_PROOF_HEADER]: other[CLIENT_ADDRESS_PROOF_HEADER] }, key)).toBe(false);
    expect(hasProvenClientAddress(clientAddressHeaders(DEVELOPMENT_CLIENT_ADDRESS_KEY, '203.0.113.9'), key)).toBe(false);
    expect(hasProvenClientAddress({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', [CLIENT_ADDRESS_PROOF_HEADER]: 'short' }, key)).toBe(false);
  });

  it('refuses the development key in production only', () => {
    expect(clientAddressKeyProblems({ NODE_ENV: 'production', CLIENT_ADDRESS_KEY: DEVELOPMENT_CLIENT_ADDRESS_KEY })).toEqual([expect.stringMatching(/^CLIENT_ADDRESS_KEY: required in production/)]);
    expect(clientAddressKeyProblems({ NODE_ENV: 'development', CLIENT_ADDRESS_KEY: DEVELOPMENT_CLIENT_ADDRESS_KEY })).toEqual([]);
    expect(clientAddressKeyProblems({ NODE_ENV: 'production', CLIENT_ADDRESS_KEY: key })).toEqual([]);
  });
});
