/**
 * Every environment variable the server reads, in one list: the README's settings table is generated from
 * it (packages/scripts/lib/doc-tables.mjs), the deployment's ConfigMap and Secret name only these
 * (packages/scripts/test/deploy-manifests.test.ts), and a test fails when the server reads a variable this
 * list lacks. `secret`: goes into the Kubernetes Secret, never the ConfigMap.
 */
export interface Setting {
  readonly name: string;
  /** what an unset variable means */
  readonly default: string;
  readonly secret: boolean;
  readonly about: string;
}

export const SETTINGS: readonly Setting[] = [
  {
    name: 'NODE_ENV',
    default: '(unset)',
    secret: false,
    about: '`production`: no dev outbox, no demo seed, requests not logged, a real CODE_CHANNEL required',
  },
  { name: 'PORT', default: '8080', secret: false, about: 'the port the server listens on' },
  {
    name: 'HOST',
    default: '127.0.0.1; 0.0.0.0 in production',
    secret: false,
    about: 'the address the server listens on',
  },
  {
    name: 'DATABASE_URL',
    default: 'SQLite file in DATA_DIR',
    secret: true,
    about:
      '`postgres://user:password@host:5432/db` (replicas need PostgreSQL); migrations run under an advisory lock',
  },
  { name: 'DATABASE_POOL_MAX', default: '10', secret: false, about: 'PostgreSQL connections per process' },
  {
    name: 'DATA_DIR',
    default: '<repository>/data',
    secret: false,
    about: 'where the SQLite file and the registry file live',
  },
  {
    name: 'REMOTES_FILE',
    default: 'DATA_DIR/remotes.json',
    secret: false,
    about: 'the registry file (SQLite deployments; PostgreSQL keeps the registry in the database)',
  },
  {
    name: 'REDIS_URL',
    default: '(none: one process)',
    secret: true,
    about: 'Redis for live messages, the public cache and request limits across replicas',
  },
  {
    name: 'REDIS_NAMESPACE',
    default: 'quiz',
    secret: false,
    about: 'the prefix of every Redis key and channel: deployments sharing a Redis stay apart',
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: 'http://<host>:<port>',
    secret: false,
    about: 'the canonical origin of every absolute URL (sitemap, page meta, reminder links)',
  },
  { name: 'PUBLIC_URL', default: '(unset)', secret: false, about: 'older name of PUBLIC_ORIGIN' },
  {
    name: 'TRUST_PROXY',
    default: '(none)',
    secret: false,
    about: 'hop count or proxy addresses whose X-Forwarded-For is believed',
  },
  {
    name: 'REPLICA_ID',
    default: 'host name',
    secret: false,
    about: 'the name `/api/health` and `/api/ready` give this process',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(none: /metrics closed)',
    secret: true,
    about: 'bearer token of `GET /metrics` (Prometheus)',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '9000',
    secret: false,
    about: 'SIGTERM drain: what still runs after this is cut; the pod grace period must cover it',
  },
  { name: 'LOG_LEVEL', default: 'info', secret: false, about: 'pino level' },
  {
    name: 'SEED_DEMO',
    default: '(unset)',
    secret: false,
    about: '`1`: fill an empty database with the demo data (never with NODE_ENV=production)',
  },
  {
    name: 'DEV_OUTBOX',
    default: '(unset)',
    secret: false,
    about: '`1`: login codes readable at `/api/dev/outbox` from this machine (never in production)',
  },
  {
    name: 'CODE_CHANNEL',
    default: 'other',
    secret: false,
    about: 'where login codes and texts go: other (dev outbox), sms_aero, flash_call, whatsapp',
  },
  { name: 'SMS_AERO_URL', default: 'SMS Aero gateway', secret: false, about: 'SMS Aero API URL' },
  {
    name: 'SMS_AERO_LOGIN',
    default: '(none)',
    secret: true,
    about: 'SMS Aero account (sms_aero, flash_call)',
  },
  { name: 'SMS_AERO_KEY', default: '(none)', secret: true, about: 'SMS Aero API key' },
  { name: 'SMS_AERO_SIGN', default: 'SMS Aero', secret: false, about: 'SMS sender name' },
  { name: 'FLASH_CALL_URL', default: 'SMS_AERO_URL', secret: false, about: 'flash-call API URL' },
  { name: 'FLASH_CALL_LOGIN', default: 'SMS_AERO_LOGIN', secret: true, about: 'flash-call account' },
  { name: 'FLASH_CALL_KEY', default: 'SMS_AERO_KEY', secret: true, about: 'flash-call API key' },
  { name: 'WHATSAPP_URL', default: '(none)', secret: false, about: 'WhatsApp gateway URL (whatsapp)' },
  { name: 'WHATSAPP_LOGIN', default: '(none)', secret: true, about: 'WhatsApp gateway account' },
  { name: 'WHATSAPP_KEY', default: '(none)', secret: true, about: 'WhatsApp gateway key' },
  {
    name: 'CSP_ORIGINS',
    default: '(none)',
    secret: false,
    about: 'extra origins the Content-Security-Policy allows (a CDN of the remotes)',
  },
  {
    name: 'PREORDER_EMBED_ORIGINS',
    default: '(none)',
    secret: false,
    about: 'venue sites the preorder widget is embedded on (CORS)',
  },
  { name: 'RATE_LIMIT_FACTOR', default: '1', secret: false, about: 'multiplies every request limit' },
  { name: 'TEXT_BUDGET_FACTOR', default: '1', secret: false, about: 'multiplies the text-message budgets' },
  { name: 'OTP_PHONE_SENDS', default: 'built in', secret: false, about: 'login codes per phone' },
  {
    name: 'OTP_PHONE_IP_SENDS',
    default: 'built in',
    secret: false,
    about: 'login codes per phone and address',
  },
  {
    name: 'OTP_IP_SENDS_PER_HOUR',
    default: 'built in',
    secret: false,
    about: 'login codes per address and hour',
  },
  { name: 'OTP_ACCOUNT_SENDS', default: 'built in', secret: false, about: 'login codes per account' },
  {
    name: 'OTP_PHONE_GUESSES_PER_DAY',
    default: 'built in',
    secret: false,
    about: 'wrong codes per phone and day',
  },
  {
    name: 'OTP_PHONE_IP_GUESSES_PER_DAY',
    default: 'built in',
    secret: false,
    about: 'wrong codes per phone and address and day',
  },
  {
    name: 'OTP_IP_VALIDATES_PER_10_MIN',
    default: 'built in',
    secret: false,
    about: 'code checks per address in 10 minutes',
  },
  { name: 'REMINDERS', default: 'on', secret: false, about: '`off`: no reminder worker in this process' },
  {
    name: 'REMINDER_INTERVAL_MS',
    default: '60000',
    secret: false,
    about: 'how often reminders are planned and sent',
  },
  {
    name: 'PUBLIC_DATA_CHECK_MS',
    default: '250',
    secret: false,
    about: 'how often the public data version is read again (a write through another replica)',
  },
  { name: 'SSR_CACHE_MS', default: '10000', secret: false, about: 'how long a rendered page is kept' },
  {
    name: 'SSR_BUDGET_MS',
    default: '150',
    secret: false,
    about: 'render time after which the client-rendered page is sent',
  },
  {
    name: 'DEMO_VENUE_PORT',
    default: '(off)',
    secret: false,
    about: 'serve the demo venue page on this port too (development)',
  },
  { name: 'TMPDIR', default: '/tmp', secret: false, about: 'temporary files (uploads)' },
];
