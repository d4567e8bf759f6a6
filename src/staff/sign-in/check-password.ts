import crypto from 'node:crypto'

/**
 * Payload's stored password format (its local strategy's, which it does not export): PBKDF2-SHA256,
 * 600,000 iterations and a 32-byte key behind the "pbkdf2-sha256-v1:" prefix; without the prefix,
 * an account from before it, 25,000 iterations and a 512-byte key.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

type StoredPassword = { hash?: unknown; salt?: unknown }

/**
 * Stands in for a missing account, so that a sign-in as nobody costs the same hashing as a wrong
 * password for somebody and the time taken does not tell which accounts exist.
 */
export const DUMMY_PASSWORD: StoredPassword = { salt: 'f'.repeat(64), hash: `${CURRENT_PREFIX}${'0'.repeat(64)}` }

/**
 * Whether `password` is the account's, checked as Payload's sign-in checks it. A missing account
 * (null) is checked against DUMMY_PASSWORD and is never correct.
 */
export async function isPasswordCorrect(account: StoredPassword | null, password: string): Promise<boolean> {
  const { hash, salt } = account ?? DUMMY_PASSWORD
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const isCurrent = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = isCurrent ? CURRENT : LEGACY
  const stored = Buffer.from(isCurrent ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const derived = await deriveKey(password, salt, { iterations, keyLength })
  return account !== null && derived.length === stored.length && crypto.timingSafeEqual(derived, stored)
}

/**
 * `password` stored as Payload stores it, for an account written straight to the database by
 * someone who runs it (the browser tests make their staff this way: no admin can set a password).
 */
export async function storedPasswordFor(password: string): Promise<{ salt: string; hash: string }> {
  const salt = crypto.randomBytes(32).toString('hex')
  return { salt, hash: `${CURRENT_PREFIX}${(await deriveKey(password, salt, CURRENT)).toString('hex')}` }
}

const deriveKey = (
  password: string,
  salt: string,
  { iterations, keyLength }: { iterations: number; keyLength: number },
) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
