/**
 * The one reader of the environment. Every variable the site, its launcher and its test tooling
 * use is declared here with a zod schema; the README's configuration table documents the same list.
 *
 * `env(name)` reads a variable when called, not when this module loads, because tests change
 * variables between cases. `validateEnv()` checks every variable at once and runs at start-up
 * (the launcher, the production server, the Payload config), so a mistyped setting stops the
 * server with a message naming the variable instead of surfacing at the first request that needs it.
 *
 * Not marked 'server-only': the Payload CLI and the tsx scripts load it outside Next's server
 * bundle, where that marker throws. A unit test keeps it out of client components instead.
 */
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'

import { parseTrustedProxies, parseTrustedProxyAddresses } from './net/client-address'
import { assertSingleLine } from './email/email-address'
import { parseRateLimit } from './rate-limit/rate-limit-rule'

/** A parser that throws an Error with a message, as a schema whose issue carries that message. */
const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parse(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
        return z.NEVER
      }
    })

/**
 * A number written in decimal ("8", "0.5"), within `range`, or `fallback` when unset. Any mistake
 * gets the one `hint`, which says what to write.
 */
const decimal = (range: z.ZodNumber, { fallback, hint }: { fallback: number; hint: string }) =>
  z
    .string()
    .regex(/^\s*\d+(\.\d+)?\s*$/, hint)
    .transform(Number)
    .refine((value) => range.safeParse(value).success, hint)
    .optional()
    .default(fallback)

/** An explicit choice, so that "yes" or "1" is refused rather than quietly read as the default. */
const trueOrFalse = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: 'use "true" or "false"' })
    .transform((value) => value === 'true')
    .optional()
    .default(fallback)

const oneOrZero = z.enum(['1', '0'], { error: 'use "1" or "0"' }).optional()

const webAddress = z.url({ protocol: /^https?$/, error: 'use a full http(s) address, e.g. "https://church.example"' })

const RESEND_SECRET_HINT = 'use the signing secret Resend shows for the webhook, "whsec_…"'

/** A secret Standard Webhooks' library can sign with (it refuses base64 it cannot read). */
const isWebhookSecret = (secret: string) => {
  try {
    return Boolean(new Webhook(secret))
  } catch {
    return false
  }
}

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'use a postgres:// connection string' }).optional()

const variables = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'use "development", "production" or "test"' })
    .optional(),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.string().optional().default('.data'),
  PAYLOAD_SECRET: z.string().optional(),
  PAYLOAD_DB_PUSH: trueOrFalse(false),
  SITE_URL: webAddress.transform((url) => url.replace(/\/+$/, '')).optional(),
  PORT: decimal(z.number().int().min(1).max(65_535), { fallback: 3000, hint: 'use a port number from 1 to 65535' }),
  MEDIA_DIR: z.string().optional().default('media'),
  SEED_ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email('use an e-mail address')).optional(),
  SEED_ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'use fatal, error, warn, info, debug, trace or silent',
    })
    .optional()
    .default('info'),
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: webAddress.optional(),
  RESEND_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, RESEND_SECRET_HINT)
    .refine(isWebhookSecret, RESEND_SECRET_HINT)
    .optional(),
  EMAIL_FROM: parsedBy((value = 'Example Church Cheltenham <no-reply@example.org>') =>
    assertSingleLine(value, 'The sender'),
  ),
  // Card payments (Stripe Checkout): without the secret key card payment is not offered.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'use the secret key Stripe shows, "sk_live_…" or "sk_test_…"')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'use the signing secret Stripe shows for the webhook endpoint, "whsec_…"')
    .optional(),
  // Tests only: the fake Stripe on loopback the SDK talks to instead of api.stripe.com.
  STRIPE_API_BASE: webAddress.optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_BASE_URL: webAddress
    .transform((url) => url.replace(/\/+$/, ''))
    .optional()
    .default('https://api.twilio.com'),
  WEBHOOK_ALLOW_PRIVATE_HOSTS: trueOrFalse(false),
  WEBHOOK_RETRY_DELAY_MS: decimal(z.number().int().max(86_400_000), {
    fallback: 30_000,
    hint: 'use a whole number of milliseconds, at most a day',
  }),
  RETENTION_SCHEDULE: z.enum(['on', 'off'], { error: 'use "on" or "off"' }).optional().default('on'),
  FORM_RATE_LIMIT: parsedBy((value) => parseRateLimit(value, { max: 10, windowSeconds: 600 })),
  SIGN_IN_RATE_LIMIT: parsedBy((value) => parseRateLimit(value, { max: 20, windowSeconds: 600 })),
  PASSWORD_RESET_RATE_LIMIT: parsedBy((value) => parseRateLimit(value, { max: 5, windowSeconds: 3600 })),
  TRUSTED_PROXIES: parsedBy(parseTrustedProxies),
  TRUSTED_PROXY_ADDRESSES: parsedBy(parseTrustedProxyAddresses),
  JOBS_AUTORUN: trueOrFalse(true),
  PAGE_CACHE_SECONDS: decimal(z.number().max(86_400), {
    fallback: 10,
    hint: 'use a number of seconds from 0 to 86400, e.g. "10" or "2.5"',
  }),
  STAFF_SESSION_HOURS: decimal(
    z
      .number()
      .gt(0)
      .max(24 * 30),
    { fallback: 8, hint: 'use a number of hours between 0 and 720, e.g. "8" or "0.5"' },
  ),
  // Read by the test and build tooling (next.config.mjs reads its own, being loaded before TypeScript).
  TEST_DATABASE_URL: postgresUrl,
  CHROMIUM_PATH: z.string().optional().default('/usr/bin/chromium'),
  NEXT_BUILD_SKIP_TYPECHECK: oneOrZero,
  NEXT_DIST_DIR: z.string().optional(),
  E2E_SKIP_BUILD: oneOrZero,
} satisfies Record<string, z.ZodType<unknown, string | undefined>>

type Variables = typeof variables
export type EnvName = keyof Variables

export const ENV_NAMES = Object.keys(variables) as EnvName[]

type Source = Record<string, string | undefined>

/** A blank variable (`PORT=` in a .env file) counts as unset. */
const rawValue = (source: Source, name: string) => {
  const value = source[name]
  return value === undefined || value.trim() === '' ? undefined : value
}

type Reading = { ok: true; value: unknown } | { ok: false; problem: string }

function read(source: Source, name: EnvName): Reading {
  const result = variables[name].safeParse(rawValue(source, name))
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: `${name}: ${result.error.issues.map((issue) => issue.message).join('; ')}` }
}

/** Parsed values, remembered per raw value: reads are frequent, and a test may change the raw value. */
const remembered = new Map<EnvName, { raw: string | undefined; value: unknown }>()

/** The typed value of one variable, read now; a malformed value throws an error naming it. */
export function env<N extends EnvName>(name: N): z.output<Variables[N]> {
  const raw = rawValue(process.env, name)
  const known = remembered.get(name)
  if (known && known.raw === raw) return known.value as z.output<Variables[N]>
  const reading = read(process.env, name)
  if (!reading.ok) throw new Error(`Invalid environment variable ${reading.problem}`)
  remembered.set(name, { raw, value: reading.value })
  return reading.value as z.output<Variables[N]>
}

/** Checks every variable at once, so one start-up names every mistake. */
export function validateEnv(source: Source = process.env): void {
  const problems = ENV_NAMES.map((name) => read(source, name)).flatMap((reading) =>
    reading.ok ? [] : [reading.problem],
  )
  if (problems.length)
    throw new Error(
      `Invalid environment ${problems.length === 1 ? 'variable' : 'variables'}:\n  ${problems.join('\n  ')}`,
    )
}

/** For the processes we start: their output is the whole message, without a stack trace. */
export function validateEnvOrExit(): void {
  try {
    validateEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

/** The environment a child process inherits, with some variables set for it. */
export const childProcessEnv = (overrides: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...overrides,
})

export const isProduction = () => env('NODE_ENV') === 'production'

/** The public address of the site: links in e-mails are built from this, never from a request's Host. */
export const siteUrl = () => env('SITE_URL') ?? `http://localhost:${env('PORT')}`
