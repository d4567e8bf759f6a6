'use client'

import { toast } from '@payloadcms/ui'
import { useState, type ReactNode } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { EXAMPLE_WEBHOOK_PAYLOAD, WEBHOOK_URL_REQUIRED } from '@/registrations/shared'
import { webhookUrlProblem } from '@/platform/net/webhook-url'

import { StripeCard } from './StripeCard'
import type { DeliveryRow, ProviderStatus } from './types'

type Result = { ok?: boolean; message?: string }
type SaveFailure = {
  errors?: Array<{ message?: string; data?: { errors?: Array<{ message?: string; path?: string }> } }>
}

/** The settings form's own words for a refused save: the URL field's error, or the first message given. */
function saveErrors(body: SaveFailure): { url: string | null; other: string | null } {
  const fieldErrors = body.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
  const url = fieldErrors.find((error) => error.path === 'webhookUrl')?.message ?? null
  return { url, other: url ? null : (fieldErrors[0]?.message ?? body.errors?.[0]?.message ?? null) }
}

/** "It answered 500." beside each delivery: its outcome in our words, or the receiver's status. */
const lastAnswer = (delivery: DeliveryRow) =>
  delivery.lastError ?? (delivery.lastStatus ? `It answered ${delivery.lastStatus}.` : '—')

const randomSecret = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('')

/** A delivery provider: whether it is configured, and what happens to messages either way. */
function ServiceCard({
  id,
  title,
  provider,
  configured,
  whenConfigured,
  whenNot,
  children,
}: {
  id: string
  title: string
  provider: string
  configured: boolean
  whenConfigured: string
  whenNot: string
  children: ReactNode
}) {
  return (
    <section className="staff-card" aria-labelledby={id}>
      <h2 id={id} style={{ marginTop: 0 }}>
        {title}
      </h2>
      <p>
        <span className={`staff-badge ${configured ? 'staff-badge--ok' : 'staff-badge--warn'}`}>
          {configured ? `Configured (${provider})` : 'Not Configured'}
        </span>
      </p>
      <p className="staff-muted">{configured ? whenConfigured : whenNot}</p>
      {children}
    </section>
  )
}

export function IntegrationsTab({
  webhook,
  status,
  deliveries,
  userEmail,
}: {
  webhook: { url: string; secret: string }
  status: ProviderStatus
  deliveries: DeliveryRow[]
  userEmail: string
}) {
  const [url, setUrl] = useState(webhook.url)
  const [urlError, setUrlError] = useState<string | null>(null)
  const [secret, setSecret] = useState(webhook.secret)
  const [smsTo, setSmsTo] = useState('')
  const [busy, setBusy] = useState<string | null>(null)

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }

  const testEmail = () =>
    run('email', async () => {
      const { response, body: result } = await postJson<Result>('/api/settings/test-email')
      if (response.ok) toast.success(`Test Email Sent: ${result.message}`)
      else toast.error(`Test Email Failed: ${result.message ?? 'Please try again.'}`)
    })

  const testSms = () =>
    run('sms', async () => {
      const { response, body: result } = await postJson<Result>('/api/settings/test-sms', { to: smsTo })
      if (response.ok) toast.success(`Test SMS Sent: ${result.message}`)
      else toast.error(`Test SMS Failed: ${result.message ?? 'Please try again.'}`)
    })

  const saveWebhook = () => {
    const problem = url.trim() ? webhookUrlProblem(url) : null
    setUrlError(problem)
    if (problem) return
    return run('save', async () => {
      const { response, body } = await postJson<SaveFailure>('/api/globals/integrations?depth=0', {
        webhookUrl: url.trim() || null,
        webhookSecret: secret.trim() || null,
      })
      if (response.ok)
        return void toast.success(
          url.trim()
            ? 'Settings Saved: new registrations will be sent to this webhook.'
            : 'Settings Saved: no webhook will be sent.',
        )
      const errors = saveErrors(body)
      setUrlError(errors.url)
      if (!errors.url) toast.error(errors.other ?? 'Failed to save settings. Please try again.')
    })
  }

  const testWebhook = () => {
    if (!url.trim()) return toast.error(WEBHOOK_URL_REQUIRED)
    return run('webhook', async () => {
      const { body: result } = await postJson<Result>('/api/settings/test-webhook', { url, secret })
      if (result.ok) toast.success(`Webhook Test Sent: ${result.message}`)
      else
        toast.error(
          `Webhook Test Failed: ${result.message ?? 'Failed to send test webhook. Please check the URL and try again.'}`,
        )
    })
  }

  return (
    <div className="staff-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <ServiceCard
        id="email-service-title"
        title="Email Service"
        provider="Resend"
        configured={status.emailConfigured}
        whenConfigured="E-mail is sent through Resend."
        whenNot="E-mail is kept in the outbox (not sent): ask whoever hosts the site to add a Resend key."
      >
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          onClick={testEmail}
          disabled={busy !== null}
        >
          {busy === 'email' ? 'Sending…' : 'Test Email Connection'}
        </button>
        <p className="staff-muted">The test goes to {userEmail}.</p>
      </ServiceCard>

      <ServiceCard
        id="sms-service-title"
        title="SMS Service"
        provider="Twilio"
        configured={status.smsConfigured}
        whenConfigured="Text messages are sent through Twilio."
        whenNot="Text messages are kept in the outbox (not sent): ask whoever hosts the site to add a Twilio account."
      >
        <div className="staff-field">
          <label htmlFor="sms-test-to">Send a test SMS to</label>
          <input
            id="sms-test-to"
            type="tel"
            value={smsTo}
            onChange={(e) => setSmsTo(e.target.value)}
            placeholder="07700 900123"
          />
        </div>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          onClick={testSms}
          disabled={busy !== null || !smsTo.trim()}
        >
          {busy === 'sms' ? 'Sending…' : 'Send Test SMS'}
        </button>
      </ServiceCard>

      <StripeCard stripe={status.stripe} />

      <section className="staff-card" aria-labelledby="webhook-title" style={{ gridColumn: '1 / -1' }}>
        <h2 id="webhook-title" style={{ marginTop: 0 }}>
          Webhook Integration
        </h2>
        <p className="staff-muted">
          Every new registration is POSTed to this address, signed with the secret (header X-Church-Signature:
          sha256=…), and retried with backoff if it fails.
        </p>
        <div className="staff-field">
          <label htmlFor="webhook-url">Webhook URL</label>
          <input
            id="webhook-url"
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.org/hooks/church"
            aria-invalid={Boolean(urlError)}
            aria-describedby={urlError ? 'webhook-url-error' : undefined}
          />
          {urlError && (
            <span id="webhook-url-error" role="alert" className="staff-error">
              {urlError}
            </span>
          )}
        </div>
        <div className="staff-field" style={{ marginTop: 12 }}>
          <label htmlFor="webhook-secret">Signing secret</label>
          <div className="staff-actions">
            <input
              id="webhook-secret"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              onClick={() => setSecret(randomSecret())}
            >
              Generate
            </button>
          </div>
        </div>
        <div className="staff-actions" style={{ marginTop: 12 }}>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            onClick={saveWebhook}
            disabled={busy !== null}
          >
            {busy === 'save' ? 'Saving…' : 'Save Webhook'}
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={testWebhook}
            disabled={busy !== null}
          >
            {busy === 'webhook' ? 'Sending…' : 'Test Webhook'}
          </button>
        </div>
        <h3>Example payload</h3>
        <pre className="staff-code" data-testid="webhook-example">
          {JSON.stringify(EXAMPLE_WEBHOOK_PAYLOAD, null, 2)}
        </pre>
        <h3>Recent deliveries</h3>
        {deliveries.length === 0 ? (
          <p className="staff-muted">No webhooks sent yet.</p>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last answer</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((d) => (
                  <tr key={d.id} style={{ cursor: 'default' }}>
                    <td>{d.event}</td>
                    <td>{d.status}</td>
                    <td>{d.attempts}</td>
                    <td>{lastAnswer(d)}</td>
                    <td>{new Date(d.createdAt).toLocaleString('en-GB')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
