import 'server-only'

import type { Payload } from 'payload'

import { findContactTokensDeep } from '../rules/contact-tokens'

export type PageRef = { title: string; path: string }

/** Which pages show each contact detail (by token), for the settings screen: drafts included, as staff will publish them. */
export async function findContactTokenPages(payload: Payload): Promise<Record<string, PageRef[]>> {
  // Staff-only view: titles and paths of every page, published or not.
  const { docs } = await payload.find({
    collection: 'pages',
    draft: true,
    overrideAccess: true,
    pagination: false,
    depth: 0,
    sort: 'path',
    select: { title: true, path: true, layout: true },
  })
  const pagesByToken: Record<string, PageRef[]> = {}
  for (const page of docs) {
    for (const token of findContactTokensDeep(page.layout))
      (pagesByToken[token] ??= []).push({ title: page.title, path: page.path })
  }
  return pagesByToken
}
