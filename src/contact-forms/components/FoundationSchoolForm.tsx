'use client'

import { ChoiceGroup, HoneypotField, SubmitButton, TextField } from '@/ui/forms/fields'
import { loadFoundationSchoolSchema } from './schema-loaders'
import { SuccessPanel } from '@/ui/forms/SuccessPanel'
import { usePublicForm } from '@/ui/forms/use-public-form'

const INITIAL = { fullName: '', mobile: '', email: '', preferredClass: '', bestTime: '', questions: '', website: '' }

export function FoundationSchoolForm() {
  const form = usePublicForm({
    url: '/api/foundation-school-applications/submit',
    schema: loadFoundationSchoolSchema,
    initial: INITIAL,
  })
  const { values, set, errors } = form
  if (form.isDone) {
    return (
      <SuccessPanel title="Registration Successful" againLabel="Register Another Person" onAgain={form.reset}>
        <p>Thank you for registering for Foundation School. We will contact you soon about your start date.</p>
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
      aria-label="Foundation school registration"
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
      <ChoiceGroup
        legend="Preferred class"
        name="preferredClass"
        required
        value={values.preferredClass}
        onChange={(v) => set('preferredClass', v)}
        error={errors.preferredClass}
        options={[
          { value: 'in-person', label: 'In person' },
          { value: 'online', label: 'Online (live)' },
        ]}
      />
      <ChoiceGroup
        legend="Best time to contact you"
        name="bestTime"
        required
        value={values.bestTime}
        onChange={(v) => set('bestTime', v)}
        error={errors.bestTime}
        options={[
          { value: 'am', label: 'Morning (AM)' },
          { value: 'pm', label: 'Afternoon or evening (PM)' },
        ]}
      />
      <TextField
        label="Questions (optional)"
        name="questions"
        multiline
        maxLength={2000}
        value={values.questions}
        onChange={(e) => set('questions', e.target.value)}
        error={errors.questions}
      />
      <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
      <SubmitButton isBusy={form.isBusy} label="Register for Foundation School" busyLabel="Sending..." />
    </form>
  )
}
