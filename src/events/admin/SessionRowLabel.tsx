'use client'

import { useRowLabel } from '@payloadcms/ui'

type SessionRow = { title?: string; startsAt?: string }

/** "Session 2: Super Sunday" in the event's list of sessions, so a long list reads at a glance. */
export function SessionRowLabel() {
  const { data, rowNumber } = useRowLabel<SessionRow>()
  const number = (rowNumber ?? 0) + 1
  return <span>{data?.title ? `Session ${number}: ${data.title}` : `Session ${number}`}</span>
}
