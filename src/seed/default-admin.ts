/** Development defaults only; production seeds set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD. */
export const DEFAULT_ADMIN = {
  email: 'admin@example.org',
  password: 'change-me-please',
  fullName: 'Site Administrator',
} as const
