import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { seedMedia, type SeedImages, type SeedMediaKey } from './content/media'

const SOURCE_DIR = path.resolve(import.meta.dirname, 'media')

/**
 * Uploads each seed picture once, found again by its file name (Payload adds "-1" to a name already
 * on disk, so the name's stem is matched). Returns their ids for the pages that show them.
 */
export async function seedMediaItems(payload: Payload, context: Record<string, unknown>): Promise<SeedImages> {
  const ids = {} as SeedImages
  for (const key of Object.keys(seedMedia) as SeedMediaKey[]) {
    const item = seedMedia[key]
    const stem = item.filename.replace(/\.[a-z]+$/, '')
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { like: stem } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
    })
    if (docs[0]) {
      ids[key] = docs[0].id
      continue
    }
    const data = await sharp(await readFile(path.join(SOURCE_DIR, item.source)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    const created = await payload.create({
      collection: 'media',
      data: { alt: item.alt },
      file: { data, mimetype: 'image/jpeg', name: item.filename, size: data.length },
      context,
    })
    ids[key] = created.id
  }
  return ids
}
