// A real OpenID Connect provider for the staff single sign-on's tests: `oidc-provider` (a certified
// implementation) on OIDC_PEER_PORT, with one confidential client (OIDC_PEER_CLIENT_ID / _SECRET) that may
// come back only to OIDC_PEER_REDIRECT_URI. Its sign-in form (the package's development interactions) takes
// any login and password: the login is the person's email, `email_verified` is false when it holds
// "+unverified". PKCE is required; consent is granted at once (a first-party client, as a Workspace app).
// It runs on Node itself, outside Jest: the int-specs spawn it, and Playwright starts it beside the stack.
// It prints "oidc peer listening on <issuer>" once it answers, and stops on SIGTERM.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PEER_PORT);
const issuer = `http://127.0.0.1:${port}`;
const client = { client_id: process.env.OIDC_PEER_CLIENT_ID, client_secret: process.env.OIDC_PEER_CLIENT_SECRET, redirect_uris: [process.env.OIDC_PEER_REDIRECT_URI] };

const provider = new Provider(issuer, {
  clients: [{ ...client, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  cookies: { keys: ['oidc peer cookie key, for tests only'] },
  features: { devInteractions: { enabled: true } },
  // The development form's login arrives as the account id: the email, which is also the subject here.
  async findAccount(_ctx, email) {
    return { accountId: email, claims: async () => ({ sub: email, email, email_verified: !email.includes('+unverified') }) };
  },
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    const grant = (grantId && (await ctx.oidc.provider.Grant.find(grantId))) || new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email');
    await grant.save();
    return grant;
  },
});
const server = provider.listen(port, '127.0.0.1', () => console.log(`oidc peer listening on ${issuer}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
