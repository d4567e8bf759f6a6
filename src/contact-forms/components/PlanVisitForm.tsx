'use client'

import { GUEST_COUNTS, SERVICE_DATE_LABELS, SERVICE_DATES } from '@/platform/forms/form-texts'

import { HoneypotField, SelectField, SubmitButton, TextField } from '@/ui/forms/fields'
import { loadVisitPlanSchema } from './schema-loaders'
import { SuccessPanel } from '@/ui/forms/SuccessPanel'
import { usePublicForm } from '@/ui/forms/use-public-form'

const INITIAL = { name: '', email: '', mobile: '', serviceDate: '', guestsCount: '', website: '' }

export function PlanVisitForm() {
  const form = usePublicForm({
    url: '/api/visit-plans/submit',
    schema: loadVisitPlanSchema,
    initial: INITIAL,
  })
  const { values, set, errors } = form
  if (form.isDone) {
    return (
      <SuccessPanel title="Visit Planned" againLabel="Plan Another Visit" onAgain={form.reset}>
        <p>Thank you! We look forward to welcoming you.</p>
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
      aria-label="Plan your visit"
    >
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="name"
        maxLength={200}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
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
        label="Mobile number"
        name="mobile"
        type="tel"
        required
        autoComplete="tel"
        maxLength={30}
        value={values.mobile}
        onChange={(e) => set('mobile', e.target.value)}
        error={errors.mobile}
      />
      <SelectField
        label="When will you visit?"
        name="serviceDate"
        required
        value={values.serviceDate}
        onChange={(v) => set('serviceDate', v)}
        error={errors.serviceDate}
        options={SERVICE_DATES.map((v) => ({ value: v, label: SERVICE_DATE_LABELS[v] }))}
      />
      <SelectField
        label="How many of you are coming?"
        name="guestsCount"
        required
        value={values.guestsCount}
        onChange={(v) => set('guestsCount', v)}
        error={errors.guestsCount}
        options={GUEST_COUNTS.map((v) => ({ value: v, label: v }))}
      />
      <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
      <SubmitButton isBusy={form.isBusy} label="Plan My Visit" busyLabel="Sending..." />
    </form>
  )
}
