import { SignInStrategy } from '../sign-in-strategy';
import { StaffSignInService } from './staff-sign-in.service';

/** A member's email and password: the challenge their second factor answers (no session yet). */
export class StaffPasswordStrategy extends SignInStrategy('staffLogin', StaffSignInService, (signIn, body, caller) => signIn.firstFactor(body, caller)) {}

/** The challenge and a TOTP or recovery code: the session started and the device now known (`SignIn`). */
export class StaffCodeStrategy extends SignInStrategy('staffLoginVerify', StaffSignInService, (signIn, body, caller) => signIn.secondFactor(body, caller)) {}
