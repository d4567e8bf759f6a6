import type { Block, Field, SanitizedConfig } from 'payload'
import { formatLabels, toWords } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

/**
 * Payload labels a field it is given no label for by splitting its name at capitals: `emailVerifiedAt`
 * becomes "Email Verified At" and `day1CheckinAt` "Day1 Checkin At", which read as code, not words.
 * The rule: a field may go without a label only when its name is one plain lower-case word that is not
 * an abbreviation ("Title", "Notes"); any other name needs a label written for people.
 */
const ONE_PLAIN_WORD = /^[a-z]+$/
const ABBREVIATIONS = new Set(['url', 'sms', 'html', 'gdpr', 'id', 'ics', 'seo', 'cta', 'api'])
const readsAsWords = (name: string) => ONE_PLAIN_WORD.test(name) && !ABBREVIATIONS.has(name)

// Payload's own collections and globals, and the block title field it adds to every block.
const isPayloadsOwn = (slug: string) => slug.startsWith('payload-')
const PAYLOADS_OWN_FIELDS = new Set(['blockName'])

type Finding = { where: string; label: string }

function unlabelledFields(fields: Field[], where: string, found: Finding[], blocks: Block[]): void {
  for (const field of fields) {
    const name = 'name' in field ? field.name : ''
    const path = name ? `${where}.${name}` : where
    if (
      name &&
      !PAYLOADS_OWN_FIELDS.has(name) &&
      'label' in field &&
      field.label === toWords(name) &&
      !readsAsWords(name)
    )
      found.push({ where: path, label: String(field.label) })
    if ('fields' in field && Array.isArray(field.fields)) unlabelledFields(field.fields as Field[], path, found, blocks)
    if (field.type === 'tabs') for (const tab of field.tabs) unlabelledFields(tab.fields, path, found, blocks)
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        blocks.push(block)
        unlabelledFields(block.fields, `${path}[${block.slug}]`, found, blocks)
      }
    }
  }
}

describe('field labels read as words', () => {
  let sanitized: SanitizedConfig
  const found: Finding[] = []
  const blocks: Block[] = []

  beforeAll(async () => {
    sanitized = await config
    for (const collection of sanitized.collections.filter((c) => !isPayloadsOwn(c.slug)))
      unlabelledFields(collection.fields, collection.slug, found, blocks)
    for (const global of sanitized.globals.filter((g) => !isPayloadsOwn(g.slug)))
      unlabelledFields(global.fields, global.slug, found, blocks)
  })

  it('knows which names Payload would turn into a readable label', () => {
    expect(toWords('title')).toBe('Title')
    expect(readsAsWords('title')).toBe(true)
    expect(toWords('emailVerifiedAt')).toBe('Email Verified At')
    expect(readsAsWords('emailVerifiedAt')).toBe(false)
    expect(readsAsWords('day1')).toBe(false)
    expect(readsAsWords('url')).toBe(false)
  })

  it('finds the fields of every collection and global, blocks included', () => {
    const checked = sanitized.collections.filter((c) => !isPayloadsOwn(c.slug)).length
    expect(checked).toBeGreaterThan(15)
    expect(blocks.map((block) => block.slug)).toContain('callToAction')
  })

  it('gives every field whose name is not one plain word a label of its own', () => {
    expect(found).toEqual([])
  })

  it('gives every page block a name of its own, not one split from its slug', () => {
    const derived = blocks.filter(
      (block) => !readsAsWords(block.slug) && JSON.stringify(block.labels) === JSON.stringify(formatLabels(block.slug)),
    )
    expect(derived.map((block) => block.slug)).toEqual([])
  })
})
