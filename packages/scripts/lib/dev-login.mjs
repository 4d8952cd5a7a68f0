// The login through the real login service on a development server, for everything that needs a signed-in
// player outside a browser's login form: the e2e journeys (e2e/fixtures.ts `apiLogin`, the role setup of
// e2e/setup/roles.setup.ts), the cluster test phase and the burst (lib/cluster-kit.mjs) and the logged-in
// stages of `pnpm bench` (lib/bench-logged-in.mjs). One copy: POST /api/create_user/ (phone, name) → the
// code from the dev outbox (GET /api/dev/outbox, which answers on loopback only and never on a production
// server) → POST /api/validate/ (phone, code and the challenge the send answered) → the token, and the
// name through PUT /api/user/ when the account has none yet. Plain Node (global fetch), no dependencies:
// the scripts run before `pnpm install`. Types for TypeScript callers: dev-login.d.mts.

/**
 * @typedef {object} DevCallOptions
 * @property {unknown} [body] sent as JSON
 * @property {string} [token] `Authorization: Token …`
 * @property {string} [ip] `X-Forwarded-For` (a made-up client address behind nginx)
 * @property {Record<string, string>} [headers]
 * @property {number} [timeoutMs] default 10 000
 */

/**
 * @typedef {object} DevAnswer
 * @property {number} status
 * @property {any} body the parsed JSON, the text when it is not JSON, null when empty
 * @property {Headers} headers
 * @property {number} ms how long the answer took
 */

/**
 * @typedef {object} DevLoginOptions
 * @property {string} [phone] 11 digits; a new phone (`uniquePhone()`) when absent
 * @property {string} [name] the name a new account gets (default «Игрок Тестов»)
 * @property {string} [ip] `X-Forwarded-For` of every call but the outbox's (cluster: stay under the per-address limits)
 * @property {number} [retries] how many 429 answers (the number's resend timer) are waited out, default 5
 */

/**
 * @typedef {object} DevLoggedIn
 * @property {string} phone
 * @property {string} token
 * @property {string} firstName
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One call of the API: `{ status, body, headers, ms }`; never throws on an HTTP status (throws on a
 * network error or the timeout).
 * @param {string} base e.g. http://127.0.0.1:8090
 * @param {string} method
 * @param {string} url from /api/…
 * @param {DevCallOptions} [options]
 * @returns {Promise<DevAnswer>}
 */
export async function devCall(base, method, url, { body, token, ip, headers = {}, timeoutMs = 10_000 } = {}) {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed = text || null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // HTML or text
  }
  return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - t0 };
}

let phoneSeq = 0;

/** A phone no other caller (or parallel process) uses: 79 + 3 digits of the pid + a 6-digit counter. */
export function uniquePhone() {
  phoneSeq += 1;
  const pid = String(process.pid % 1000).padStart(3, '0');
  const tail = String((Date.now() + phoneSeq) % 1_000_000).padStart(6, '0');
  return `79${pid}${tail}`;
}

/**
 * The latest code sent to `phone` (the dev outbox), once it is newer than `since` (an ISO time; any code
 * when absent). Asks every 100 ms, up to 10 s: the outbox is written by the send. Asked from this
 * machine's own address, never a forwarded one: the outbox answers loopback clients only.
 * @param {string} base
 * @param {string} phone
 * @param {{ since?: string }} [options]
 * @returns {Promise<string>}
 */
export async function codeFromOutbox(base, phone, { since } = {}) {
  const deadline = Date.now() + 10_000;
  do {
    const res = await devCall(base, 'GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    if (res.status === 200 && (!since || res.body.created_at >= since)) return res.body.code;
    await sleep(100);
  } while (Date.now() < deadline);
  throw new Error(`no code in the dev outbox for ${phone}`);
}

/**
 * Asks for a code: the challenge it is valid with and whether a new code was sent (sent: false — the
 * number's codes are spent — binds the challenge to the latest code the number received). Waits out a
 * 429 (the number asked a moment ago: its resend timer) up to `retries` times.
 * @param {string} base
 * @param {{ phone: string, name: string, ip?: string, retries: number }} who
 * @returns {Promise<{ challenge: string, sent: boolean, since: string }>}
 */
async function askCode(base, { phone, name, ip, retries }) {
  for (let attempt = 0; ; attempt += 1) {
    const since = new Date().toISOString();
    const res = await devCall(base, 'POST', '/api/create_user/', { body: { phone, name }, ip });
    if (res.status === 200)
      return { challenge: res.body?.challenge ?? '', sent: res.body?.sent !== false, since };
    if (res.status !== 429 || attempt >= retries)
      throw new Error(`create_user ${phone}: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep((res.body?.retry_after ?? 5) * 1000 + 100);
  }
}

/**
 * Logs a player in through the login service and answers `{ phone, token, firstName }`: a new phone (and
 * the name «Игрок Тестов») unless `phone` is given, e.g. the demo player 79990000002. A new account gets
 * its name (PUT /api/user/). Throws with the step and the server's answer when a step fails.
 * @param {string} base
 * @param {DevLoginOptions} [options]
 * @returns {Promise<DevLoggedIn>}
 */
export async function devLogin(base, { phone = uniquePhone(), name = 'Игрок Тестов', ip, retries = 5 } = {}) {
  const asked = await askCode(base, { phone, name, ip, retries });
  const code = await codeFromOutbox(base, phone, { since: asked.sent ? asked.since : undefined });
  const validated = await devCall(base, 'POST', '/api/validate/', {
    body: { phone, code, challenge: asked.challenge },
    ip,
  });
  if (validated.status !== 200)
    throw new Error(`validate ${phone}: ${validated.status} ${JSON.stringify(validated.body)}`);
  const { token } = validated.body;
  let firstName = String(validated.body.first_name ?? '');
  if (firstName.trim().length < 2) {
    const named = await devCall(base, 'PUT', '/api/user/', { body: { first_name: name }, token, ip });
    if (named.status !== 200)
      throw new Error(`user/ ${phone}: ${named.status} ${JSON.stringify(named.body)}`);
    firstName = name;
  }
  return { phone, token, firstName };
}
