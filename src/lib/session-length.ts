export const DEFAULT_STAFF_SESSION_HOURS = 8

/**
 * How long a staff sign-in lasts, in seconds, from STAFF_SESSION_HOURS (default 8). A malformed
 * value stops the server at start-up rather than quietly signing everyone in for the default.
 */
export function staffSessionSeconds(value: string | undefined = process.env.STAFF_SESSION_HOURS): number {
  if (value === undefined || value.trim() === '') return DEFAULT_STAFF_SESSION_HOURS * 60 * 60
  const hours = Number(value.trim())
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) {
    throw new Error(`Invalid STAFF_SESSION_HOURS "${value}": use a number of hours between 0 and 720, e.g. "8" or "0.5".`)
  }
  return Math.round(hours * 60 * 60)
}
