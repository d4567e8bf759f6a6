'use client'

import Link from 'next/link'

import type { AttendanceForm } from '@/events/shared'
import { listInWords } from '@/platform/audit/audit-words'
import { consentWording } from '@/consent/shared'
import { MISSING_ATTENDANCE_MESSAGE, MISSING_DETAILS_MESSAGE } from '@/platform/forms/form-texts'

import { AttendanceChoices } from './AttendanceChoices'
import { EventQuestions } from './EventQuestions'
import { CheckboxField, HoneypotField, SubmitButton, TextField } from '@/ui/forms/fields'
import { PeopleYouAreBringing, type PersonBrought } from './PeopleYouAreBringing'
import { loadEventRegistrationSchema } from './load-registration-schema'
import { SuccessPanel } from '@/ui/forms/SuccessPanel'
import { usePlacesLeft } from '@/places/components/use-places-left'
import { usePublicForm } from '@/ui/forms/use-public-form'
import type { PaymentMethod, PricedBooking, PublicPricing } from '@/payments/shared'
import { PriceSummary } from '@/payments/components/PriceSummary'

const emptyFor = (event: AttendanceForm) => ({
  event: event.slug,
  fullName: '',
  email: '',
  phone: '',
  attendanceChoice: [] as string[],
  consentEmail: false,
  consentSms: false,
  answers: {} as Record<string, unknown>,
  people: [] as PersonBrought[],
  discountCode: '',
  offered: '',
  paymentMethod: '',
  website: '',
})

/** Registration for one event: its sessions' boxes, and its slug posted with the rest so the registration lands on it. */
/** The form's props, computed on the server from the CMS as plain data: the event's sessions, questions and limits. */
export type EventRegistrationFormProps = {
  churchName: string
  event?: AttendanceForm | null
  /** A paid event's price (without its discount codes); none for a free event. */
  pricing?: PublicPricing | null
  /** The ways a paid event may be paid now (card only while Stripe is set up). */
  paymentMethods?: readonly PaymentMethod[]
}

export function EventRegistrationForm({ churchName, event, pricing, paymentMethods }: EventRegistrationFormProps) {
  // The page renders this form only with its event; without one there is nothing to register for.
  if (!event) return null
  return (
    <RegistrationForm churchName={churchName} event={event} pricing={pricing ?? null} methods={paymentMethods ?? []} />
  )
}

/** Who the booking is for, as the price counts them: the booker and each person brought, all coming to the sessions ticked. */
const pricedBookingOf = (event: AttendanceForm, choice: string[], people: PersonBrought[]): PricedBooking => {
  const sessions = choice.includes(event.allKey)
    ? event.sessions.length
    : choice.filter((key) => key !== event.allKey).length
  return {
    people: [{ isChild: false, sessions }, ...people.map((person) => ({ isChild: person.isChild, sessions }))],
    eventSessions: event.sessions.length,
  }
}

function RegistrationForm({
  churchName,
  event,
  pricing,
  methods,
}: {
  churchName: string
  event: AttendanceForm
  pricing: PublicPricing | null
  methods: readonly PaymentMethod[]
}) {
  const form = usePublicForm({
    url: '/api/registrations/register',
    schema: loadEventRegistrationSchema(event.questions ?? []),
    initial: emptyFor(event),
    check: (v) => {
      if (!v.fullName.trim() || !v.email.trim())
        return {
          title: 'Missing Information',
          description: MISSING_DETAILS_MESSAGE,
          field: v.fullName.trim() ? 'email' : 'fullName',
        }
      if (!v.attendanceChoice.length)
        return { title: 'Please Select Attendance', description: MISSING_ATTENDANCE_MESSAGE, field: 'attendanceChoice' }
      return null
    },
    failureTitle: 'Registration Failed',
  })
  const { values, set, errors } = form
  const places = usePlacesLeft(event.slug, event.hasPlaceLimits)
  const wording = consentWording(churchName)

  if (form.isDone) {
    return (
      <SuccessPanel
        title={form.isWaitingList ? 'You are on the waiting list' : 'Registration Confirmed!'}
        tone={form.isWaitingList ? 'waiting' : 'done'}
        againLabel="Register Another Person"
        onAgain={form.reset}
      >
        {form.doneMessage && <p>{form.doneMessage}</p>}
        {form.payment && (
          <div
            className="mt-3 rounded-md border border-slate-300 bg-white p-3 text-slate-900"
            data-testid="payment-details"
          >
            <p>
              Your payment reference:{' '}
              <strong className="font-mono text-lg tracking-wider" data-testid="payment-reference">
                {form.payment.reference}
              </strong>
            </p>
            {form.payment.lines.map((line) => (
              <p key={line} className="mt-1">
                {line}
              </p>
            ))}
          </div>
        )}
        <p className="mt-2">
          Thank you, {values.fullName.trim().split(/\s+/)[0]}. A confirmation e-mail has been sent to{' '}
          <strong>{values.email.trim()}</strong> with the details of your {event.unit} and a link to confirm your
          address.
        </p>
        {values.people.length > 0 && (
          <p className="mt-2" data-testid="registered-people">
            You registered{' '}
            {listInWords(
              [values.fullName, ...values.people.map((person) => person.fullName)].map((name) => name.trim()),
            )}
            . Everyone&apos;s check-in code is in that e-mail.
          </p>
        )}
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
      aria-label="Event registration"
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
        label="Phone number (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
      {places.event && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900"
          data-testid="event-places"
        >
          {places.event}
        </p>
      )}
      <AttendanceChoices
        value={values.attendanceChoice}
        onChange={(value) => set('attendanceChoice', value)}
        error={errors.attendanceChoice}
        options={event}
        notices={places.sessions}
      />
      <EventQuestions
        questions={event.questions ?? []}
        answers={values.answers}
        onChange={(answers) => set('answers', answers)}
        errors={errors}
      />
      <PeopleYouAreBringing
        questions={event.questions ?? []}
        limit={event.groupLimit ?? 0}
        people={values.people}
        onChange={(people) => set('people', people)}
        errors={errors}
      />
      {pricing && (
        <PriceSummary
          pricing={pricing}
          booking={pricedBookingOf(event, values.attendanceChoice, values.people)}
          offered={values.offered}
          onOffered={(value) => set('offered', value)}
          discountCode={values.discountCode}
          onDiscountCode={(value) => set('discountCode', value)}
          methods={methods}
          paymentMethod={values.paymentMethod}
          onPaymentMethod={(value) => set('paymentMethod', value)}
          errors={errors}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="font-medium">Keeping in touch (optional)</legend>
        <p className="text-sm text-slate-600">You can register without ticking these.</p>
        <CheckboxField
          name="consentEmail"
          checked={values.consentEmail}
          onChange={(checked) => set('consentEmail', checked)}
          label={wording.email}
        />
        <CheckboxField
          name="consentSms"
          checked={values.consentSms}
          onChange={(checked) => set('consentSms', checked)}
          label={wording.sms}
        />
        <p className="text-sm text-slate-600">
          See our{' '}
          <Link href="/privacy" className="text-brand underline">
            privacy notice
          </Link>{' '}
          for how we use your details.
        </p>
      </fieldset>
      <HoneypotField value={values.website} onChange={(value) => set('website', value)} />
      <SubmitButton isBusy={form.isBusy} label="Register" busyLabel="Registering..." />
    </form>
  )
}
