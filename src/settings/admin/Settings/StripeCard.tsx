'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type CSSProperties, useEffect, useState } from 'react'

import { stripeKeyProblem } from '@/payments/shared'
import type { StripeStatus } from '@/payments'
import { postJson } from '@/ui/admin/post-json'

type SaveFailure = {
  errors?: Array<{ message?: string; data?: { errors?: Array<{ message?: string; path?: string }> } }>
}

const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]

const SOURCE_WORDS = {
  settings: 'Set here.',
  environment: 'Set in the server’s environment (STRIPE_SECRET_KEY); a key saved here takes its place.',
} as const

/** A key's input: typed blind, never filled from the server, with its own error under it. */
function KeyField({
  id,
  label,
  value,
  onChange,
  placeholder,
  error,
  style,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  error: string | undefined
  style?: CSSProperties
}) {
  return (
    <div className="staff-field" style={style}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} role="alert" className="staff-error">
          {error}
        </span>
      )}
    </div>
  )
}

/**
 * Card payments: whether Stripe is set up, in which mode, and which key (never the key itself: the
 * server does not send it back), with a form to set or remove the keys. Test-mode keys are labelled
 * as such: they take no real money, so a church can try a paid event before going live.
 */
export function StripeCard({ stripe }: { stripe: StripeStatus }) {
  const router = useRouter()
  const [secretKey, setSecretKey] = useState('')
  const [webhookSecret, setWebhookSecret] = useState('')
  const [errors, setErrors] = useState<{ secretKey?: string; webhookSecret?: string }>({})
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null)
  // The site's own address, known in the browser once it has rendered (the server may sit behind a proxy).
  const [webhookUrl, setWebhookUrl] = useState('/api/payments/stripe-webhook')
  useEffect(() => setWebhookUrl(`${window.location.origin}/api/payments/stripe-webhook`), [])

  const send = async (kind: 'save' | 'remove', body: Record<string, string>, done: string) => {
    setBusy(kind)
    try {
      const { response, body: answer } = await postJson<SaveFailure>('/api/globals/integrations?depth=0', body)
      if (!response.ok) {
        const fieldErrors = answer.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
        const byPath = (path: string) => fieldErrors.find((error) => error.path === path)?.message
        setErrors({ secretKey: byPath('stripeSecretKey'), webhookSecret: byPath('stripeWebhookSecret') })
        toast.error(
          fieldErrors[0]?.message ?? answer.errors?.[0]?.message ?? 'The keys were not saved. Please try again.',
        )
        return
      }
      setSecretKey('')
      setWebhookSecret('')
      setErrors({})
      toast.success(done)
      router.refresh()
    } finally {
      setBusy(null)
    }
  }

  const save = () => {
    const typed = { secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim() }
    const problems = {
      secretKey: typed.secretKey ? (stripeKeyProblem('secretKey', typed.secretKey) ?? undefined) : undefined,
      webhookSecret: typed.webhookSecret
        ? (stripeKeyProblem('webhookSecret', typed.webhookSecret) ?? undefined)
        : undefined,
    }
    setErrors(problems)
    if (problems.secretKey || problems.webhookSecret) return
    if (!typed.secretKey && !typed.webhookSecret) return void toast.error('Type a key to save.')
    void send(
      'save',
      {
        ...(typed.secretKey ? { stripeSecretKey: typed.secretKey } : {}),
        ...(typed.webhookSecret ? { stripeWebhookSecret: typed.webhookSecret } : {}),
      },
      'Stripe keys saved.',
    )
  }

  const remove = () =>
    send('remove', { stripeSecretKey: '', stripeWebhookSecret: '' }, 'Stripe keys removed from the settings.')

  return (
    <section className="staff-card" aria-labelledby="stripe-title" style={{ gridColumn: '1 / -1' }}>
      <h2 id="stripe-title" style={{ marginTop: 0 }}>
        Card Payments
      </h2>
      <p className="staff-actions">
        <span className={`staff-badge ${stripe.configured ? 'staff-badge--ok' : 'staff-badge--warn'}`}>
          {stripe.configured ? 'Configured (Stripe)' : 'Not Configured'}
        </span>
        {stripe.mode === 'test' && (
          <span className="staff-badge staff-badge--warn" data-testid="stripe-test-mode">
            Test mode: no real money is taken
          </span>
        )}
        {stripe.mode === 'live' && <span className="staff-badge staff-badge--ok">Live</span>}
      </p>
      <p className="staff-muted" data-testid="stripe-status">
        {stripe.configured
          ? `Paid events take cards through Stripe Checkout with the key ${stripe.keyHint}. ${SOURCE_WORDS[stripe.source!]}`
          : 'Paid events do not offer card payment: add your Stripe secret key and webhook signing secret below.'}
        {stripe.configured && !stripe.hasWebhookSecret
          ? ' No webhook signing secret is set, so no card payment can be confirmed: add it below.'
          : ''}
      </p>
      <p className="staff-muted">
        At Stripe, add a webhook endpoint for <code data-testid="stripe-webhook-url">{webhookUrl}</code> with the events{' '}
        {WEBHOOK_EVENTS.map((name, index) => (
          <span key={name}>
            {index ? ', ' : ''}
            <code>{name}</code>
          </span>
        ))}
        , and paste its signing secret here. The keys are stored sealed and never shown again.
      </p>
      <KeyField
        id="stripe-secret-key"
        label="Secret key"
        value={secretKey}
        onChange={setSecretKey}
        placeholder={stripe.source === 'settings' && stripe.keyHint ? stripe.keyHint : 'sk_live_… or sk_test_…'}
        error={errors.secretKey}
      />
      <KeyField
        id="stripe-webhook-secret"
        label="Webhook signing secret"
        value={webhookSecret}
        onChange={setWebhookSecret}
        placeholder="whsec_…"
        error={errors.webhookSecret}
        style={{ marginTop: 12 }}
      />
      <div className="staff-actions" style={{ marginTop: 12 }}>
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          onClick={save}
          disabled={busy !== null}
        >
          {busy === 'save' ? 'Saving…' : 'Save Stripe Keys'}
        </button>
        {stripe.source === 'settings' && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => void remove()}
            disabled={busy !== null}
          >
            {busy === 'remove' ? 'Removing…' : 'Remove Stripe Keys'}
          </button>
        )}
      </div>
    </section>
  )
}
