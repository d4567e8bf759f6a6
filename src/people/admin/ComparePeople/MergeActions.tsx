'use client'

import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

type Side = { id: number; fullName: string; createdAt: string }

/**
 * Merge one person into the other (the admin picks who is kept and which name stays; the newer
 * record's name unless they choose), or say they are not the same person.
 */
export function MergeActions({ left, right }: { left: Side; right: Side }) {
  const [keep, setKeep] = useState<number>(left.id)
  const newer = new Date(right.createdAt) > new Date(left.createdAt) ? right : left
  const [name, setName] = useState<string>(newer.fullName)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const merge = keep === left.id ? right : left

  async function act(path: string, body: unknown, done: (answer: Record<string, unknown>) => void) {
    setBusy(true)
    setMessage(null)
    const { response, body: answer } = await postJson<Record<string, unknown>>(path, body)
    setBusy(false)
    if (response.ok) done(answer)
    else setMessage(answer.message ?? 'That did not work. Try again.')
  }

  return (
    <section className="staff-card" aria-label="Merge">
      <fieldset className="staff-field">
        <legend>Keep</legend>
        {[left, right].map((person) => (
          <label key={person.id}>
            <input type="radio" name="keep" checked={keep === person.id} onChange={() => setKeep(person.id)} />{' '}
            {person.fullName} (person {person.id})
          </label>
        ))}
      </fieldset>
      <fieldset className="staff-field">
        <legend>Name</legend>
        {[...new Set([left.fullName, right.fullName])].map((fullName) => (
          <label key={fullName}>
            <input type="radio" name="name" checked={name === fullName} onChange={() => setName(fullName)} /> {fullName}
          </label>
        ))}
      </fieldset>
      {message && (
        <p className="staff-alert" role="alert">
          {message}
        </p>
      )}
      <div className="staff-actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() =>
            act('/api/people/merge', { keep, merge: merge.id, fullName: name }, () => {
              window.location.assign(`/admin/person?id=${keep}&merged=1`)
            })
          }
        >
          Merge {merge.fullName} into the kept person
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() =>
            act('/api/people/not-the-same', { a: left.id, b: right.id }, () => {
              window.location.assign('/admin/duplicates')
            })
          }
        >
          Not the same person
        </button>
      </div>
    </section>
  )
}
