import { z } from 'zod';
import { EntityId } from '../common';
import { LockinLeadForm } from '../lockin/lockin-form';
import { Packages } from '../lockin/package-catalog';
import { PackageName } from '../lockin/packages';
import { Order } from './orders';

/** A recovery email's link resumes the checkout this long; later it shows the normal form instead. */
export const CHECKOUT_RESUME_LINK_DAYS = 7;
/** Times one link resumes the checkout (each opening of its page); then the normal form. */
export const CHECKOUT_RESUME_LINK_OPENS = 20;

/** The query parameter of a checkout page that carries a resume link's token. */
export const CHECKOUT_RESUME_QUERY_PARAM = 'resume';

/** 32 random bytes, base64url: billing keeps only its SHA-256, so its table cannot be turned back into links. */
export const CheckoutResumeToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a checkout link token');

/** The page a resume link opens: that package's checkout, with the token that names the order. */
export const checkoutResumePath = (pkg: PackageName, token: string) => `${Packages[pkg].checkoutPath}?${CHECKOUT_RESUME_QUERY_PARAM}=${token}`;

/**
 * POST /internal/orders/:id/resume-link (svc-admin, for a recovery email): a new link that resumes the
 * unpaid order of this lead email (any case). Another email's order is a 404, a paid one a 409.
 */
export const CreateCheckoutResumeLinkParams = z.object({ id: EntityId });
export const CreateCheckoutResumeLinkRequest = z.object({ email: z.email() });
export type CreateCheckoutResumeLinkRequest = z.infer<typeof CreateCheckoutResumeLinkRequest>;
export const CreateCheckoutResumeLinkResponse = z.object({ token: CheckoutResumeToken, expiresAt: z.iso.datetime(), order: Order });
export type CreateCheckoutResumeLinkResponse = z.infer<typeof CreateCheckoutResumeLinkResponse>;

/** POST /internal/orders/:id/resume-links/withdraw — every resume link of that order of the email stops; how many were live. */
export const WithdrawCheckoutResumeLinksRequest = CreateCheckoutResumeLinkRequest;
export type WithdrawCheckoutResumeLinksRequest = z.infer<typeof WithdrawCheckoutResumeLinksRequest>;
export const WithdrawCheckoutResumeLinksResponse = z.object({ withdrawn: z.number().int().nonnegative() });
export type WithdrawCheckoutResumeLinksResponse = z.infer<typeof WithdrawCheckoutResumeLinksResponse>;

/**
 * POST /api/checkout/resume: what the checkout page needs to resume the order a link names, the package
 * and the lead's details to prefill. The payment that follows reuses that order (one per lead and package).
 * An unknown or altered token is a 404 `CheckoutLinkInvalid`; an expired one, or one whose order is paid,
 * a 410 `CheckoutLinkExpired`.
 */
export const ResumeCheckoutRequest = z.object({ token: CheckoutResumeToken });
export type ResumeCheckoutRequest = z.infer<typeof ResumeCheckoutRequest>;
export const ResumeCheckoutResponse = z.object({ package: PackageName, lead: LockinLeadForm });
export type ResumeCheckoutResponse = z.infer<typeof ResumeCheckoutResponse>;
