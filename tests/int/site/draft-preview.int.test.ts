import { beforeAll, describe, expect, it } from 'vitest'

import { findEvent, findPublishedEvents } from '@/events/find-event'
import { findLeavePreviewPath } from '@/public-pages/find-leave-preview-path'
import { findPage } from '@/site/find-page'
import { readPreviewer } from '@/site/read-previewer'

import { createTestEvent } from '../../helpers/events'
import { rest, staffUser, testPayload } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

/** A browser's page request carrying the admin's sign-in cookie, as it sends it from the same site. */
const signedIn = (token: string, site = 'same-origin') =>
  new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': site })

describe('draft preview checks the staff member on every request', () => {
  const path = `/preview-check-${Date.now()}`
  const draftTitle = 'Preview check (draft)'
  let editor: Staff
  let volunteer: Staff

  beforeAll(async () => {
    ;[editor, volunteer] = await Promise.all([staffUser('editor'), staffUser('volunteer')])
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Preview check', path, _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: draftTitle, _status: 'draft' },
      draft: true,
    })
  })

  it('shows a signed-in editor the draft, read with the editor’s own access', async () => {
    const payload = await testPayload()
    const previewer = await readPreviewer(payload, signedIn(editor.token))
    expect(previewer?.id).toBe(editor.user.id)
    expect((await findPage(payload, { path, previewer }))?.title).toBe(draftTitle)
  })

  it('shows the published page when nobody, or no content staff, is signed in', async () => {
    const payload = await testPayload()
    expect(await readPreviewer(payload, new Headers())).toBeNull()
    expect(await readPreviewer(payload, signedIn(volunteer.token))).toBeNull()
    // Another site linking to a page does not carry the editor's sign-in into it.
    expect(await readPreviewer(payload, signedIn(editor.token, 'cross-site'))).toBeNull()
    expect((await findPage(payload, { path, previewer: null }))?.title).toBe('Preview check')
  })

  it('never shows a draft-only page to a visitor', async () => {
    const payload = await testPayload()
    const draftOnly = `${path}-draft-only`
    await payload.create({ collection: 'pages', data: { title: 'Not yet', path: draftOnly }, draft: true })
    expect(await findPage(payload, { path: draftOnly, previewer: null })).toBeNull()
    expect(
      (await findPage(payload, { path: draftOnly, previewer: await readPreviewer(payload, signedIn(editor.token)) }))
        ?.title,
    ).toBe('Not yet')
  })

  it('shows nothing more after the editor signs out, whatever cookie the browser keeps', async () => {
    const payload = await testPayload()
    const session = await staffUser('editor')
    expect(await readPreviewer(payload, signedIn(session.token))).not.toBeNull()
    expect((await rest('POST', '/users/logout', { token: session.token })).status).toBe(200)
    const previewer = await readPreviewer(payload, signedIn(session.token))
    expect(previewer).toBeNull()
    expect((await findPage(payload, { path, previewer }))?.title).toBe('Preview check')
  })
})

describe('draft preview of an event page', () => {
  let editor: Staff
  let volunteer: Staff

  beforeAll(async () => {
    ;[editor, volunteer] = await Promise.all([staffUser('editor'), staffUser('volunteer')])
  })

  it('shows the signed-in editor the latest draft of a published event, and visitors the published one', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { title: 'Harvest (published)' })
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { title: 'Harvest (draft)', _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: { isSeeding: true },
    })

    const previewer = await readPreviewer(payload, signedIn(editor.token))
    expect((await findEvent(payload, { slug: event.slug, previewer }))?.title).toBe('Harvest (draft)')
    expect((await findEvent(payload, { slug: event.slug, previewer: null }))?.title).toBe('Harvest (published)')
    expect(await readPreviewer(payload, signedIn(volunteer.token))).toBeNull()
  })

  it('never shows a draft-only event to a visitor, nor lists it', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { title: 'Not announced yet', _status: 'draft' })
    expect(await findEvent(payload, { slug: event.slug, previewer: null })).toBeNull()
    expect((await findPublishedEvents(payload)).map((listed) => listed.slug)).not.toContain(event.slug)
    const previewer = await readPreviewer(payload, signedIn(editor.token))
    expect((await findEvent(payload, { slug: event.slug, previewer }))?.title).toBe('Not announced yet')
  })
})

describe('leaving a draft preview', () => {
  it('returns to the published page, or to the draft’s edit screen when nothing is published', async () => {
    const payload = await testPayload()
    const editor = await staffUser('editor')
    const previewer = await readPreviewer(payload, signedIn(editor.token))
    const published = `/leave-preview-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Leave preview', path: published, _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Leave preview (draft)', _status: 'draft' },
      draft: true,
    })
    expect(await findLeavePreviewPath(payload, { path: published, previewer })).toBe(published)

    const draftOnly = await payload.create({
      collection: 'pages',
      data: { title: 'Never published', path: `${published}-draft` },
      draft: true,
    })
    expect(await findLeavePreviewPath(payload, { path: `${published}-draft`, previewer })).toBe(
      `/admin/collections/pages/${draftOnly.id}`,
    )
    // Signed out by then: nothing to show but the admin, which asks them to sign in.
    expect(await findLeavePreviewPath(payload, { path: `${published}-draft`, previewer: null })).toBe('/admin')
  })

  it('returns to a published event’s page, or to a draft event’s edit screen', async () => {
    const payload = await testPayload()
    const previewer = await readPreviewer(payload, signedIn((await staffUser('editor')).token))
    const event = await createTestEvent(payload, { title: 'Leave preview event' })
    expect(await findLeavePreviewPath(payload, { path: `/events/${event.slug}`, previewer })).toBe(
      `/events/${event.slug}`,
    )
    const draft = await createTestEvent(payload, { title: 'Leave preview draft event', _status: 'draft' })
    expect(await findLeavePreviewPath(payload, { path: `/events/${draft.slug}`, previewer })).toBe(
      `/admin/collections/events/${draft.id}`,
    )
  })
})
