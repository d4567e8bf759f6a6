import type { CollectionConfig, FieldHook } from 'payload'

import { isContentStaff, publishedOrContentStaff } from '@/platform/access'
import { pageBlocks } from '@/public-pages'
import { siteUrl } from '@/platform/env'
import { normalisePagePath, revalidatePageAfterChange, revalidatePageAfterDelete, validatePagePath } from '@/site'
const normalisePath: FieldHook = ({ value }) => (value === undefined ? value : normalisePagePath(value))

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Content',
    // Opens the page with draft mode on, so editors see unpublished changes before publishing.
    preview: (doc) => `${siteUrl()}/preview?path=${encodeURIComponent(String(doc.path ?? '/'))}`,
  },
  hooks: { afterChange: [revalidatePageAfterChange], afterDelete: [revalidatePageAfterDelete] },
  access: {
    read: publishedOrContentStaff,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
    readVersions: isContentStaff,
  },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: 'path',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The address of the page, e.g. /about/vision. The home page is /.' },
      hooks: { beforeValidate: [normalisePath] },
      validate: (value: unknown) => validatePagePath(value),
    },
    {
      name: 'seo',
      label: 'Search and sharing',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 70 },
        { name: 'description', type: 'textarea', maxLength: 200 },
        { name: 'image', label: 'Share image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
  ],
}
