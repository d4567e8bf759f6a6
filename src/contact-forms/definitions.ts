import type { NotificationRow } from './emails/form-notification'
import { SERVICE_DATE_LABELS } from './rules/contact-form-schemas'
import type { FoundationSchoolApplication, PrayerRequest, VisitPlan } from '@/payload-types'

import type { PublicFormCollection } from './store-submission'

type Definition<Doc> = {
  title: string
  rows: (doc: Doc) => NotificationRow[]
  person: (doc: Doc) => { name: string; email: string }
  acknowledgement: { subject: string; message: string }
}

const foundationSchool: Definition<FoundationSchoolApplication> = {
  title: 'Foundation school application',
  rows: (doc) => [
    ['Name', doc.fullName],
    ['Mobile', doc.mobile],
    ['E-mail', doc.email],
    ['Preferred class', doc.preferredClass === 'in-person' ? 'In person' : 'Online'],
    ['Best time to call', doc.bestTime.toUpperCase()],
    ['Questions', doc.questions || '(none)'],
  ],
  person: (doc) => ({ name: doc.fullName, email: doc.email }),
  acknowledgement: {
    subject: 'Your Foundation School registration',
    message: 'Thank you for registering for Foundation School. We will be in touch soon about your start date.',
  },
}

const prayerRequest: Definition<PrayerRequest> = {
  title: 'Prayer request',
  rows: (doc) => [
    ['Name', doc.fullName],
    ['Phone', doc.phone],
    ['E-mail', doc.email],
    ['Prayer request', doc.prayerRequest],
  ],
  person: (doc) => ({ name: doc.fullName, email: doc.email }),
  acknowledgement: {
    subject: 'We have received your prayer request',
    message:
      'Thank you for your prayer request. Our prayer team will be praying with you, and we may contact you as you agreed.',
  },
}

const visitPlan: Definition<VisitPlan> = {
  title: 'Planned visit',
  rows: (doc) => [
    ['Name', doc.name],
    ['E-mail', doc.email],
    ['Mobile', doc.mobile],
    ['When', SERVICE_DATE_LABELS[doc.serviceDate]],
    ['Guests', doc.guestsCount],
  ],
  person: (doc) => ({ name: doc.name, email: doc.email }),
  acknowledgement: {
    subject: 'We look forward to meeting you',
    message:
      'Thank you for planning your visit. We look forward to welcoming you; someone will look out for you when you arrive.',
  },
}

export const FORM_DEFINITIONS = {
  'foundation-school-applications': foundationSchool,
  'prayer-requests': prayerRequest,
  'visit-plans': visitPlan,
} as unknown as Record<PublicFormCollection, Definition<Record<string, unknown>>>
