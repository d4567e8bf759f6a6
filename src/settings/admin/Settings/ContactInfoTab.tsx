'use client'

import { toast } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { SETTINGS_SAVED, SETTINGS_SAVE_FAILED, contactSettingsSchema } from '@/site/shared'

import type { ContactPages } from './types'

export type ContactValues = {
  enquiriesEmail: string
  phones: Array<{ id: string | null; number: string; inFooter: boolean }>
  websiteUrl: string
  liveStreamUrl: string
}

/** Where a detail appears: the pages naming its token, and the footer (the e-mail, and phones shown there). */
function ShownOn({
  id,
  pages,
  isInFooter,
}: {
  id: string
  pages: ContactPages[string] | undefined
  isInFooter: boolean
}) {
  const places = [
    ...(pages ?? []).map((page) => ({ label: page.title, href: page.path })),
    ...(isInFooter ? [{ label: 'the footer of every page', href: null }] : []),
  ]
  return (
    <p id={id} className="staff-muted" style={{ margin: '4px 0 0' }}>
      {places.length === 0
        ? 'Not shown on the website.'
        : places.map((place, index) => (
            <span key={place.label}>
              {index === 0 ? 'Shown on: ' : ', '}
              {place.href ? (
                <a href={place.href} target="_blank" rel="noreferrer">
                  {place.label}
                </a>
              ) : (
                place.label
              )}
            </span>
          ))}
    </p>
  )
}

/**
 * Contact Info: saved into the site settings, so the public site shows the new details at once on
 * every page that names them (pages write {phone1}, {email}: see where each is shown below it).
 */
export function ContactInfoTab({ initial, pages }: { initial: ContactValues; pages: ContactPages }) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isSaving, setIsSaving] = useState(false)

  const setPhones = (phones: ContactValues['phones']) => setValues((current) => ({ ...current, phones }))
  const setPhone = (index: number, number: string) =>
    setValues((current) => ({
      ...current,
      phones: current.phones.map((p, i) => (i === index ? { ...p, number } : p)),
    }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = contactSettingsSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      return
    }
    setErrors({})
    setIsSaving(true)
    try {
      const body = {
        ...parsed.data,
        phones: parsed.data.phones.map((p) => ({
          ...(p.id ? { id: p.id } : {}),
          number: p.number,
          inFooter: p.inFooter,
        })),
      }
      const { response } = await postJson('/api/globals/site-settings?depth=0', body)
      if (!response.ok) throw new Error(String(response.status))
      toast.success(`${SETTINGS_SAVED}: the website now shows the new details.`)
    } catch {
      toast.error(SETTINGS_SAVE_FAILED)
    } finally {
      setIsSaving(false)
    }
  }

  const error = (key: string) =>
    errors[key] ? (
      <span role="alert" className="staff-error">
        {errors[key]}
      </span>
    ) : null

  return (
    <form className="staff-card staff-messaging__form" onSubmit={save} noValidate aria-label="Contact Info">
      <p className="staff-muted" style={{ marginTop: 0 }}>
        Pages show these details wherever their text says {'{email}'}, {'{phone1}'}, {'{phone2}'}… (and links to mailto:
        {'{email}'}, tel:{'{phone1}'} or {'{chat}'}), so a change here shows everywhere.
      </p>
      <div className="staff-field">
        <label htmlFor="settings-email">Primary e-mail</label>
        <input
          id="settings-email"
          type="email"
          value={values.enquiriesEmail}
          onChange={(e) => setValues({ ...values, enquiriesEmail: e.target.value })}
          aria-invalid={Boolean(errors.enquiriesEmail)}
          aria-describedby="settings-email-shown"
        />
        {error('enquiriesEmail')}
        <ShownOn id="settings-email-shown" pages={pages.email} isInFooter />
      </div>

      <fieldset className="staff-field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Phone numbers</legend>
        {values.phones.map((phone, index) => (
          <div key={phone.id ?? `new-${index}`} style={{ marginBottom: 8 }}>
            <div className="staff-actions">
              <input
                type="tel"
                aria-label={`Phone number ${index + 1}`}
                value={phone.number}
                onChange={(e) => setPhone(index, e.target.value)}
                aria-invalid={Boolean(errors[`phones.${index}.number`])}
                aria-describedby={`settings-phone-${index + 1}-shown`}
                style={{ flex: 1 }}
              />
              {/* The church always keeps one number: a number can be removed only while more than one remains. */}
              {values.phones.length > 1 && (
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  onClick={() => setPhones(values.phones.filter((_, i) => i !== index))}
                  aria-label={`Remove phone number ${index + 1}`}
                >
                  Remove
                </button>
              )}
              {error(`phones.${index}.number`)}
            </div>
            <ShownOn
              id={`settings-phone-${index + 1}-shown`}
              pages={pages[`phone${index + 1}`]}
              isInFooter={phone.inFooter}
            />
          </div>
        ))}
        <div>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => setPhones([...values.phones, { id: null, number: '', inFooter: true }])}
          >
            Add phone number
          </button>
        </div>
      </fieldset>

      <div className="staff-field">
        <label htmlFor="settings-website">Website URL</label>
        <input
          id="settings-website"
          type="url"
          value={values.websiteUrl}
          onChange={(e) => setValues({ ...values, websiteUrl: e.target.value })}
          aria-invalid={Boolean(errors.websiteUrl)}
        />
        {error('websiteUrl')}
      </div>
      <div className="staff-field">
        <label htmlFor="settings-youtube">YouTube live URL</label>
        <input
          id="settings-youtube"
          type="url"
          value={values.liveStreamUrl}
          onChange={(e) => setValues({ ...values, liveStreamUrl: e.target.value })}
          aria-invalid={Boolean(errors.liveStreamUrl)}
        />
        {error('liveStreamUrl')}
      </div>

      <div className="staff-actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save Settings'}
        </button>
      </div>
    </form>
  )
}
