'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { EXAMPLE_WEBHOOK_PAYLOAD, WEBHOOK_URL_REQUIRED } from '@/lib/webhook-payloads'

import type { DeliveryRow, ProviderStatus } from './types'

type Result = { ok?: boolean; status?: number | null; error?: string | null; message?: string }

async function post(path: string, body: unknown = {}): Promise<{ response: Response; result: Result }> {
  const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { response, result: (await response.json().catch(() => ({}))) as Result }
}

const randomSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('')

function StatusBadge({ configured, label }: { configured: boolean; label: string }) {
  return <span className={`staff-badge ${configured ? 'staff-badge--ok' : 'staff-badge--warn'}`}>{configured ? `Configured (${label})` : 'Not Configured'}</span>
}

export function IntegrationsTab({ webhook, status, deliveries, userEmail }: {
  webhook: { url: string; secret: string }
  status: ProviderStatus
  deliveries: DeliveryRow[]
  userEmail: string
}) {
  const [url, setUrl] = useState(webhook.url)
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
      const { response, result } = await post('/api/settings/test-email')
      if (response.ok) toast.success(`Test Email Sent: ${result.message}`)
      else toast.error(`Test Email Failed: ${result.message ?? 'Please try again.'}`)
    })

  const testSms = () =>
    run('sms', async () => {
      const { response, result } = await post('/api/settings/test-sms', { to: smsTo })
      if (response.ok) toast.success(`Test SMS Sent: ${result.message}`)
      else toast.error(`Test SMS Failed: ${result.message ?? 'Please try again.'}`)
    })

  const saveWebhook = () =>
    run('save', async () => {
      const response = await fetch('/api/globals/integrations?depth=0', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ webhookUrl: url.trim() || null, webhookSecret: secret.trim() || null }),
      })
      if (response.ok) toast.success('Settings Saved: new registrations will be sent to this webhook.')
      else {
        const body = (await response.json().catch(() => ({}))) as { errors?: Array<{ data?: { errors?: Array<{ message?: string }> } }> }
        toast.error(body.errors?.[0]?.data?.errors?.[0]?.message ?? 'Failed to save settings. Please try again.')
      }
    })

  const testWebhook = () => {
    if (!url.trim()) return toast.error(WEBHOOK_URL_REQUIRED)
    return run('webhook', async () => {
      const { result } = await post('/api/settings/test-webhook', { url, secret })
      if (result.ok) toast.success(`Webhook Test Sent: the receiver answered ${result.status}.`)
      else toast.error(`Webhook Test Failed: ${result.error ?? result.message ?? 'Failed to send test webhook. Please check the URL and try again.'}`)
    })
  }

  return (
    <div className="staff-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <section className="staff-card" aria-labelledby="email-service-title">
        <h2 id="email-service-title" style={{ marginTop: 0 }}>Email Service</h2>
        <p><StatusBadge configured={status.emailConfigured} label="Resend" /></p>
        <p className="staff-muted">
          {status.emailConfigured ? 'E-mails are sent through Resend.' : 'RESEND_API_KEY is not set: e-mails are kept in the Outbox instead of being sent.'}
        </p>
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={testEmail} disabled={busy !== null}>
          {busy === 'email' ? 'Sending…' : 'Test Email Connection'}
        </button>
        <p className="staff-muted">The test goes to {userEmail}.</p>
      </section>

      <section className="staff-card" aria-labelledby="sms-service-title">
        <h2 id="sms-service-title" style={{ marginTop: 0 }}>SMS Service</h2>
        <p><StatusBadge configured={status.smsConfigured} label="Twilio" /></p>
        <p className="staff-muted">
          {status.smsConfigured ? 'Text messages are sent through Twilio.' : 'TWILIO_* is not set: text messages are kept in the SMS outbox instead of being sent.'}
        </p>
        <div className="staff-field">
          <label htmlFor="sms-test-to">Send a test SMS to</label>
          <input id="sms-test-to" type="tel" value={smsTo} onChange={(e) => setSmsTo(e.target.value)} placeholder="07700 900123" />
        </div>
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={testSms} disabled={busy !== null || !smsTo.trim()}>
          {busy === 'sms' ? 'Sending…' : 'Send Test SMS'}
        </button>
      </section>

      <section className="staff-card" aria-labelledby="webhook-title" style={{ gridColumn: '1 / -1' }}>
        <h2 id="webhook-title" style={{ marginTop: 0 }}>Webhook Integration</h2>
        <p className="staff-muted">Every new registration is POSTed to this address, signed with the secret (header X-Church-Signature: sha256=…), and retried with backoff if it fails.</p>
        <div className="staff-field">
          <label htmlFor="webhook-url">Webhook URL</label>
          <input id="webhook-url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.org/hooks/church" />
        </div>
        <div className="staff-field" style={{ marginTop: 12 }}>
          <label htmlFor="webhook-secret">Signing secret</label>
          <div className="staff-actions">
            <input id="webhook-secret" value={secret} onChange={(e) => setSecret(e.target.value)} autoComplete="off" style={{ flex: 1 }} />
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setSecret(randomSecret())}>
              Generate
            </button>
          </div>
        </div>
        <div className="staff-actions" style={{ marginTop: 12 }}>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={saveWebhook} disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save Webhook'}
          </button>
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={testWebhook} disabled={busy !== null}>
            {busy === 'webhook' ? 'Sending…' : 'Test Webhook'}
          </button>
        </div>
        <h3>Example payload</h3>
        <pre className="staff-code" data-testid="webhook-example">{JSON.stringify(EXAMPLE_WEBHOOK_PAYLOAD, null, 2)}</pre>
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
                    <td>{d.lastStatus ?? d.lastError ?? '—'}</td>
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
