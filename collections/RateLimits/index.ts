import type { CollectionConfig } from 'payload'

import { nobody } from '@/platform/access'

/** Counters behind the public forms' rate limit; kept in PostgreSQL so every app instance shares them. */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'resetAt', label: 'Resets at', type: 'date', required: true },
  ],
}
