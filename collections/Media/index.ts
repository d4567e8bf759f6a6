import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isContentStaff } from '@/platform/access'
import { revalidateEverything } from '@/site'
import { env } from '@/platform/env'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  upload: {
    staticDir: path.resolve(process.cwd(), env('MEDIA_DIR')),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 768 },
      { name: 'wide', width: 1600 },
    ],
  },
  hooks: { afterChange: [revalidateEverything], afterDelete: [revalidateEverything] },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true, maxLength: 300 }],
}
