import type { GlobalConfig } from 'payload'

import { anyone, isContentStaff } from '@/platform/access'

import { linkFields, revalidateEverything } from '@/site'
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentStaff, readVersions: isContentStaff },
  hooks: { afterChange: [revalidateEverything] },
  fields: [
    {
      name: 'headerItems',
      label: 'Header links',
      type: 'array',
      fields: [...linkFields(), { name: 'children', label: 'Dropdown links', type: 'array', fields: linkFields() }],
    },
    { name: 'watchOnline', label: '"Watch Online" button', type: 'group', fields: linkFields() },
    { name: 'footerQuickLinks', label: 'Footer quick links', type: 'array', fields: linkFields() },
  ],
}
