import { clientAddressHeaders, DEVELOPMENT_CLIENT_ADDRESS_KEY } from '../http/client-address-proof';

/** The headers the gateway would send for a visitor at `address` (a test app runs on the development key). */
export const fromClientAddress = (address: string) => clientAddressHeaders(DEVELOPMENT_CLIENT_ADDRESS_KEY, address);
