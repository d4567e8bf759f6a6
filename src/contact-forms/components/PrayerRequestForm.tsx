'use client'

import { consentWording } from '@/consent/shared'
import { CONSENT_REQUIRED_TITLE, consentRequiredMessage } from '@/platform/forms/form-texts'

import { CheckboxField, HoneypotField, SubmitButton, TextField } from '@/ui/forms/fields'
import { loadPrayerRequestSchema } from './schema-loaders'
import { SuccessPanel } from '@/ui/forms/SuccessPanel'
import { usePublicForm } from '@/ui/forms/use-public-form'

const INITIAL = { fullName: '', phone: '', email: '', prayerRequest: '', consent: false, website: '' }

export function PrayerRequestForm({ churchName }: { churchName: string }) {
  const form = usePublicForm({
    url: '/api/prayer-requests/submit',
    schema: loadPrayerRequestSchema,
    initial: INITIAL,
    check: (values) =>
      values.consent
        ? null
        : { title: CONSENT_REQUIRED_TITLE, description: consentRequiredMessage(churchName), field: 'consent' },
  })
  const { values, set, errors } = form
  if (form.isDone) {
    return (
      <SuccessPanel title="Prayer Request Submitted" againLabel="Send Another Request" onAgain={form.reset}>
        <p>Thank you. We will be praying with you.</p>
      </SuccessPanel>
    )
  }
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      onFocus={form.prepare}
      noValidate
      className="relative space-y-5"
      aria-label="Prayer request"
    >
      <TextField
        label="Full name"
        name="fullName"
        required
        autoComplete="name"
        maxLength={200}
        value={values.fullName}
        onChange={(e) => set('fullName', e.target.value)}
        error={errors.fullName}
      />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={30}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Your prayer request"
        name="prayerRequest"
        required
        multiline
        maxLength={5000}
        value={values.prayerRequest}
        onChange={(e) => set('prayerRequest', e.target.value)}
        error={errors.prayerRequest}
      />
      <CheckboxField
        name="consent"
        checked={values.consent}
        onChange={(checked) => set('consent', checked)}
        error={errors.consent}
        label={consentWording(churchName).prayerFollowUp}
      />
      <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
      <SubmitButton isBusy={form.isBusy} label="Send Prayer Request" busyLabel="Sending..." />
    </form>
  )
}
