import { die } from './load.mjs';

/** Signs in through the gateway once (the sign-in is rate limited) and answers the `sid=...` cookie. */
export async function adminCookie(script, gatewayUrl, password) {
  if (!password) die(script, 'set ADMIN_PASSWORD to the password the system was started with');
  let response;
  try {
    response = await fetch(new URL('/api/admin/login', gatewayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(gatewayUrl).origin },
      body: JSON.stringify({ password }),
    });
  } catch (error) {
    die(script, `${gatewayUrl} is unreachable (${error.cause?.code ?? error.message}). Start the system first: ADMIN_PASSWORD=... npm start`);
  }
  if (response.status !== 200) die(script, `sign-in answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) die(script, 'sign-in set no sid cookie');
  return sid.split(';')[0];
}
