/**
 * Every environment variable the server reads, with its default. README.md copies this table;
 * a variable missing here is not read anywhere.
 */
export const ENV_VARIABLES = {
  PORT: ['8080', 'TCP port to listen on; 0 picks a free port (the URL is logged).'],
  HOST: ['0.0.0.0', 'Interface to listen on.'],
  NODE_ENV: ['development', 'development | test | production.'],
  DATABASE_URL: [
    '(unset)',
    'PostgreSQL connection string; unset → embedded PGlite in DATA_DIR/pglite.',
  ],
  DB_POOL_MAX: ['10', 'PostgreSQL connections this instance opens at most (1–1000).'],
  DB_STATEMENT_TIMEOUT_MS: [
    '30000',
    'PostgreSQL cancels a statement (or an idle open transaction) after this many ms.',
  ],
  DB_IDLE_TIMEOUT_MS: ['30000', 'An unused PostgreSQL connection is closed after this many ms.'],
  DB_CONNECTION_TIMEOUT_MS: [
    '5000',
    'Waiting this many ms for a PostgreSQL connection answers SERVICE_UNAVAILABLE (503).',
  ],
  DATA_DIR: ['./data', 'Folder of the embedded database; memory:// keeps it in memory (tests).'],
  STATIC_DIR: ['./dist', 'Built PWA to serve; skipped when the folder does not exist.'],
  LOG_LEVEL: ['info', 'fatal | error | warn | info | debug | trace | silent.'],
  TRUST_PROXY: [
    'false',
    'Proxies in front of the server: a hop count (1 for one load balancer) or their addresses/CIDRs, comma separated; true is refused.',
  ],
  SANDBOX_ENABLED: [
    'true, false in production',
    'Sandbox providers and /api/dev endpoints; true in production needs the override below.',
  ],
  I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES: [
    'false',
    'true lets production start with SANDBOX_ENABLED=true (live codes in /api/dev); logs a warning.',
  ],
  API_DOCS_ENABLED: [
    'true, false in production',
    'Serve the OpenAPI document and Swagger UI at /api/docs.',
  ],
  SMS_PROVIDER: [
    'sandbox, semaphore in production',
    'sandbox (writes the dev outbox) | semaphore.',
  ],
  SEMAPHORE_API_KEY: ['(unset)', 'Required when SMS_PROVIDER=semaphore.'],
  SEMAPHORE_SENDER_NAME: [
    '(unset)',
    'Registered Semaphore sender name; unset → Semaphore default.',
  ],
  OTP_PEPPER: [
    '(random per process)',
    'Secret (≥ 32 chars) for hashing codes; required in production.',
  ],
  CAPTCHA_ALWAYS: ['false', 'Ask for a graphic code on every code request.'],
  SMS_DAILY_LIMIT: ['5', 'Codes per phone per Asia/Manila calendar day.'],
  OTP_MAX_WRONG: [
    '5',
    'Wrong answers that void a code; wrong codes from one client within LOCK_MINUTES that lock the client.',
  ],
  LOCK_MINUTES: ['30', 'How long a security lock lasts (and the window counting wrong codes).'],
  SMS_RISK_PER_IP: [
    '5',
    'Codes an IP address gets sent in an hour, to any numbers, before its requests need a graphic code; 0 turns the rule off.',
  ],
  SMS_RISK_PER_DEVICE: [
    '3',
    "The same per device (the app's X-Device-Id, else the user agent); 0 turns the rule off.",
  ],
  SMS_RISK_PER_BLOCK: [
    '5',
    'The same per block of 10,000 numbers (+63 9xx xxx …); 0 turns the rule off.',
  ],
  SMS_HOURLY_BUDGET: [
    '500',
    'Codes sent in an hour over all numbers before every request needs a graphic code (an alert is logged); 0 turns it off.',
  ],
  SESSION_IDLE_DAYS: ['30', 'A session unused this long is expired.'],
  PHONE_FIRST_DIGITS: [
    '9',
    'Allowed first digits of the national number, comma separated (e.g. 9,8).',
  ],
  RATE_LIMIT_ENABLED: [
    'true',
    'Request ceilings per IP (sign-in, key facts) and per customer (photos, quotes).',
  ],
  JOBS_ENABLED: ['true', 'This process polls and runs background jobs (credit decisions).'],
  JOB_POLL_MS: ['1000', 'Pause between job polls when nothing is due, in milliseconds.'],
  PHOTO_RETENTION_DAYS: [
    '90',
    'Days a replaced photo is kept before its bytes are deleted from the store (1–3650).',
  ],
  DELETED_ACCOUNT_RETENTION_DAYS: [
    '1826',
    'Days a deleted account’s loan records are kept, detached, before a daily job purges them (365–36500).',
  ],
  PHOTO_STORE: ['local', 'local (DATA_DIR/photos; memory with memory://) | s3.'],
  S3_ENDPOINT: [
    '(unset)',
    'S3-compatible endpoint URL, e.g. https://s3.ap-southeast-1.amazonaws.com.',
  ],
  S3_BUCKET: ['(unset)', 'Private bucket for photos (path-style requests).'],
  S3_REGION: ['(unset)', 'Signing region, e.g. ap-southeast-1 (auto for some providers).'],
  S3_ACCESS_KEY_ID: ['(unset)', 'Access key of the bucket (server only).'],
  S3_SECRET_ACCESS_KEY: ['(unset)', 'Secret key of the bucket (server only, never logged).'],
  S3_SESSION_TOKEN: [
    '(unset)',
    'Session token of temporary credentials (STS, a role), sent as x-amz-security-token.',
  ],
  POSTAL_CODE_LENGTH: ['4', 'Digits of a postal (ZIP) code in the address section (4 to 6).'],
  MIN_AGE: ['21', 'Youngest borrower age accepted (birth date check and scorecard).'],
  MAX_AGE: ['65', 'Oldest borrower age accepted (birth date check and scorecard).'],
  DECISION_DELAY_SECONDS: [
    '5 with SANDBOX_ENABLED, else 0',
    'Seconds from submit until the credit decision job runs; 0 decides at once.',
  ],
  REAPPLY_DAYS: ['30', 'Days (Manila calendar) a refused borrower waits before applying again.'],
  SCORECARD_JSON: [
    '(built-in scorecard)',
    'Replaces the credit scorecard (JSON, see server/domain/scorecard-config.ts).',
  ],
  APPLICATION_REVIEW: [
    'auto',
    'What the scorecard decides alone: auto (all), manual (none: every application waits in the desk), risky (all but a match with another borrower or a score within REVIEW_SCORE_MARGIN of the cut-off).',
  ],
  REVIEW_SCORE_MARGIN: [
    '5',
    'Points either side of the scorecard cut-off that send an application to the desk under APPLICATION_REVIEW=risky.',
  ],
  PRO_NAME: ['Sulong Cash', 'Brand shown in the app and the SMS.'],
  CORPORATE_NAME: [
    'Sulong Lending Corporation',
    'SEC MC 19 s.2019 disclosure (required in production).',
  ],
  SEC_REGISTRATION_NO: [
    'CS202600001',
    'SEC registration number (sandbox placeholder; required in production).',
  ],
  CERTIFICATE_OF_AUTHORITY_NO: [
    '0001',
    'SEC Certificate of Authority number (sandbox placeholder; required in production).',
  ],
  CORPORATE_ADDRESS: [
    '12F Sample Tower, 6789 Ayala Avenue, Makati City, 1226 Metro Manila',
    'Registered office address shown on About us (sandbox placeholder; required in production).',
  ],
  LANDLINE: [
    '+63 2 8000 0001',
    'Office landline shown on About us (sandbox placeholder; required in production).',
  ],
  SERVICE_EMAIL: ['support@sulong.cash.example', 'Customer service e-mail.'],
  WEB_SERVICE_EMAIL: ['web@sulong.cash.example', 'Web customer service e-mail.'],
  HOTLINE: ['+63 2 8000 0000', 'Customer service hotline.'],
  SERVICE_HOURS: [
    '09:00-18:00',
    'Customer service hours, Manila time, every day of the week (HH:MM-HH:MM, opening first).',
  ],
  CONTACT_HOURS: [
    '09:00-20:00',
    'The only hours a borrower is contacted about a loan (reminders, staff), Manila time, whole hours inside 06:00-22:00 (docs/glossary.md#contact-hours).',
  ],
  MESSENGER_URL: [
    '(sandbox: https://m.me/sulong.cash.example; production: none)',
    'Customer service on Messenger: https://m.me/<page>. Unset in production: no Messenger button.',
  ],
  VIBER_URL: [
    '(sandbox: viber://pa?chatURI=sulongcash-sandbox; production: none)',
    'Customer service on Viber: viber://pa?chatURI=<uri> or an https://invite.viber.com/ link. Unset in production: no Viber button.',
  ],
  PRO_WEBSITE: ['https://sulong.cash.example', 'Public website.'],
  APP_STORE_URL: ['https://sulong.cash.example/app', 'Native app download page (/noAndroid).'],
  ADJUST_APP_TOKEN: ['(empty)', 'Attribution SDK app token; empty turns analytics off.'],
  FAQ_JSON: [
    '(built-in questions)',
    'Replaces the help centre questions (JSON, see server/content/faq.ts); checked at start.',
  ],
  PRODUCTS_JSON: [
    '(built-in products)',
    'Loan products as JSON (server/domain/pricing/products.ts); refused if one can breach a cap.',
  ],
  QUOTE_TTL_MINUTES: ['30', 'Minutes a quote (and the documents filled from it) can be signed.'],
  WELCOME_COUPON_CENTAVOS: [
    '5000',
    'Withdrawal coupon granted at a first approval, centavos; 0 grants none.',
  ],
  WELCOME_COUPON_DAYS: ['30', 'Days the welcome coupon stays valid.'],
  HOME_SCREEN_BONUS_COUPON_CENTAVOS: [
    '20000',
    'Repayment coupon (payment in full only) of the home-screen bonus, centavos.',
  ],
  HOME_SCREEN_BONUS_COUPON_DAYS: ['30', 'Days the home-screen bonus coupon stays valid.'],
  HOME_SCREEN_BONUS_CEILING_CENTAVOS: [
    '8000000',
    'Quota ceiling with the home-screen bonus, centavos: at least the scorecard ceiling, a ' +
      'multiple of its quota step, at most the largest product maximum.',
  ],
  COUPON_CAMPAIGNS_JSON: [
    '(none)',
    'Coupon campaigns as JSON (server/content/coupon-campaigns.ts, docs/coupons.md#campaigns); refused if malformed.',
  ],
  KEY_FACTS_LINK_SECRET: [
    '(random per process)',
    'Secret (≥ 32 chars) signing /KSResult links; required in production.',
  ],
  KEY_FACTS_LINK_DAYS: ['30', 'Days a /KSResult link stays valid.'],
  PAYOUT_PROVIDER: [
    'sandbox, unset in production',
    'sandbox (pays after PAYOUT_DELAY_SECONDS); unset with no sandbox → no loan product offered.',
  ],
  PAYOUT_DELAY_SECONDS: ['5', 'Sandbox: seconds before a payout is settled.'],
  ORDER_CHECK_DELAY_SECONDS: ['0', 'Seconds between signing and the pre-disbursement check.'],
  CANCEL_WINDOW_HOURS: ['24', 'Customer service may cancel this long after the money was sent.'],
  COLLECTIONS_PROVIDER: [
    'sandbox, unset in production',
    'sandbox (checkout page at /sandbox/checkout) | paymongo; unset with no sandbox → no way to pay.',
  ],
  SANDBOX_WEBHOOK_SECRET: [
    '(random per process)',
    'Secret (≥ 32 chars) the sandbox checkout signs its webhooks with (Sulong-Signature).',
  ],
  SANDBOX_WEBHOOK_DUPLICATE_RATE: [
    '0.2, 0 in tests',
    'Sandbox: share (0–1) of webhook events delivered twice, as real providers sometimes do.',
  ],
  PAYMONGO_SECRET_KEY: [
    '(unset)',
    'PayMongo secret API key (sk_test_… or sk_live_…); required when COLLECTIONS_PROVIDER=paymongo.',
  ],
  PAYMONGO_WEBHOOK_SECRET: [
    '(unset)',
    'Secret key of the PayMongo webhook (whsk_…); required when COLLECTIONS_PROVIDER=paymongo.',
  ],
  PUBLIC_URL: [
    '(unset)',
    "The app's public https origin; required with paymongo (its checkout sends the borrower back).",
  ],
  ANNOUNCEMENTS_JSON: [
    '(one notice with SANDBOX_ENABLED, else none)',
    'Announcements of the Activity tab (JSON, docs/messages.md#announcements); checked at start.',
  ],
  DESK_SECRET_KEY: [
    '(written to DATA_DIR/desk-key; required in production)',
    "32 random bytes in base64url sealing the desk's TOTP keys (docs/desk.md#second-factor); never change it without re-enrolling staff.",
  ],
  AUDIT_RETENTION_DAYS: [
    '1826',
    "Days the desk's audit trail is kept (docs/desk.md#audit-trail), as long as the loan records.",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type EnvName = keyof typeof ENV_VARIABLES;
