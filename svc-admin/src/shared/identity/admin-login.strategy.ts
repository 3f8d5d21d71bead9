import { AdminAuthService } from './admin-auth.service';
import { SignInStrategy } from './sign-in-strategy';

/** The bootstrap owner's password, while it serves: the session started (its id). */
export class AdminLoginStrategy extends SignInStrategy('adminLogin', AdminAuthService, (auth, body, caller) => auth.login(body.password, caller)) {}
