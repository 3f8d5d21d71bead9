// A client's session for benches that open the portal: a business made the way a visitor makes one (the
// intake, two workflows chosen), an account signed up for its address through the API and its address
// proven, then signed in. The proof is written straight into svc-admin's schema (as the confirmation link
// would set it): the link goes out by email, which a bench cannot read on a stack that keeps its mail in the
// log. Everything is deleted at the end: the business through the admin API, the account by its address.
import { Endpoints, endpointPath } from '@biz/contracts';
import { benchEmail, deleteBenchRows, onBenchRows, schemaOf } from './bench-rows.mjs';

const adminSchema = schemaOf('ADMIN_DB_SCHEMA', 'admin');
const password = 'bench client password';

async function call(script, gatewayUrl, name, { body, cookie, params } = {}) {
  const response = await fetch(new URL(endpointPath(name, params), gatewayUrl), {
    method: Endpoints[name].method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), origin: new URL(gatewayUrl).origin },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${script}: ${name} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/**
 * Signs a new, proven client in and answers its `sid=...` cookie and `cleanUp`, which deletes the business
 * (with the admin's cookie) and the account.
 */
export async function clientSession(script, gatewayUrl, adminCookie) {
  const businessName = 'Bench Harbor Dental Group';
  const intake = { businessName, contactEmail: benchEmail, industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] };
  const { client, suggestions } = await (await call(script, gatewayUrl, 'businessIntake', { body: intake })).json();
  await call(script, gatewayUrl, 'workflowSelection', { body: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } });
  const cleanUp = async () => {
    await call(script, gatewayUrl, 'eraseSubmission', { params: { id: client.id }, cookie: adminCookie });
    await deleteBenchRows(`DELETE FROM ${adminSchema}.client_accounts WHERE email = $1`);
  };
  try {
    await call(script, gatewayUrl, 'clientSignup', { body: { email: benchEmail, password, businessName } });
    const proven = await onBenchRows(`UPDATE ${adminSchema}.client_accounts SET email_verified_at = now() WHERE email = $1`);
    if (proven !== 1) throw new Error(`${script}: no account of ${benchEmail} in ${adminSchema}.client_accounts: set ADMIN_DB_SCHEMA to the schema the system runs with`);
    const login = await call(script, gatewayUrl, 'clientLogin', { body: { email: benchEmail, password } });
    return { cookie: sessionCookie(script, login), cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The `sid=...` cookie a client sign-in set. */
function sessionCookie(script, login) {
  const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`${script}: the client sign-in set no sid cookie`);
  return sid.split(';')[0];
}

/** Signs in a client account that exists (the seeded demo client, with its data), and deletes nothing. */
export async function existingClientSession(script, gatewayUrl, { email, password }) {
  const login = await call(script, gatewayUrl, 'clientLogin', { body: { email, password } });
  return { cookie: sessionCookie(script, login), cleanUp: async () => undefined };
}
