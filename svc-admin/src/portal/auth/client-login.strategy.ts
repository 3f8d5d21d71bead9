import { SignInStrategy } from '../../shared/identity/sign-in-strategy';
import { ClientAuthService } from './client-auth.service';

/** A client's email and password: the session started and the device now known (`SignIn`). */
export class ClientLoginStrategy extends SignInStrategy('clientLogin', ClientAuthService, (auth, body, caller) => auth.login(body, caller)) {}
