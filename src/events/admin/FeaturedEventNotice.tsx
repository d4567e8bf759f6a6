'use client'

import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { formatStaffDateTime } from '../rules/event-time'
import type { FeaturedEventState } from '../featured-event-state'

import '@/ui/admin/staff-admin.css'

/**
 * Said on the Overview and in Site settings once every session of the featured event is over: the
 * home page and /outreach-event still show it, and one click features the next upcoming event.
 */
export function FeaturedEventNotice({ state }: { state: FeaturedEventState }) {
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const { featured, next } = state
  if (!featured) return null

  const featureNext = async () => {
    if (!next) return
    setIsBusy(true)
    setError(null)
    const { response, body } = await postJson('/api/globals/site-settings', { featuredEvent: next.id })
    setIsBusy(false)
    if (!response.ok) return setError(body.message ?? 'The featured event could not be changed. Please try again.')
    setDone(`${next.title} is now the featured event.`)
    window.location.reload()
  }

  return (
    <section className="staff-warning" aria-label="Featured event" data-testid="featured-event-notice">
      {done ? (
        <p role="status" style={{ margin: 0 }}>
          {done}
        </p>
      ) : (
        <>
          <p style={{ marginTop: 0 }}>
            The sessions of the featured event, <strong>{featured.title}</strong>, are over (the last ended{' '}
            {formatStaffDateTime(featured.endedAt)}). The home page banner and /outreach-event still show it.
          </p>
          {next ? (
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              disabled={isBusy}
              onClick={() => void featureNext()}
            >
              Feature {next.title} (from {formatStaffDateTime(next.startsAt)})
            </button>
          ) : (
            <p style={{ marginBottom: 0 }}>There is no upcoming published event to feature instead yet.</p>
          )}
          {error && (
            <p className="staff-alert" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  )
}
