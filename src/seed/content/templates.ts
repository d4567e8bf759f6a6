import type { MessageTemplate } from '@/payload-types'

type TemplateData = Pick<MessageTemplate, 'name' | 'type' | 'subject' | 'content' | 'isDefault' | 'purpose'>

/**
 * The default templates fit every event: the event is named by [EventName] and its dates by
 * [EventDate], each filled in with the person's own. A reminder or a thank-you about the event a
 * person came to is a service message; an invitation to Sunday's service is marketing.
 */
export const defaultTemplates: TemplateData[] = [
  {
    name: 'Event reminder (e-mail)',
    type: 'email',
    subject: 'See you soon at [EventName]',
    content:
      'Hi [FirstName],\n\nThis is a friendly reminder that you registered for [EventName] on [EventDate]. We look forward to seeing you!\n\nWe will write to [Email] if anything changes.',
    isDefault: true,
    purpose: 'service',
  },
  {
    name: 'Thank you for attending (e-mail)',
    type: 'email',
    subject: 'Thank you for joining us at [EventName]',
    content:
      'Hi [FirstName],\n\nThank you for joining us at [EventName]. It was good to have you with us, and we hope to see you again soon.',
    isDefault: true,
    purpose: 'service',
  },
  {
    name: 'Event reminder (SMS)',
    type: 'sms',
    subject: null,
    content: 'Hi [FirstName], a reminder of [EventName] on [EventDate]. See you there!',
    isDefault: true,
    purpose: 'service',
  },
  {
    name: 'Sunday invitation (SMS)',
    type: 'sms',
    subject: null,
    content: 'Hi [FirstName], join us this Sunday at 10:30 AM (doors 10:00). All welcome!',
    isDefault: true,
    purpose: 'marketing',
  },
]

/**
 * Earlier seeds' texts of the same templates, written for the 2025 outreach event. A template still
 * exactly as an earlier seed wrote it (nobody has edited it) is brought up to date by the seed; one
 * that staff changed is theirs and kept.
 */
export const retiredTemplates: TemplateData[] = [
  {
    name: 'Event reminder (e-mail)',
    type: 'email',
    subject: 'See you soon at the outreach event',
    content:
      'Hi [FirstName],\n\nThis is a friendly reminder that you registered for [EventDate]. We look forward to seeing you!\n\nWe will write to [Email] if anything changes.',
    isDefault: true,
    purpose: 'service',
  },
  {
    name: 'Thank you for attending (e-mail)',
    type: 'email',
    subject: 'Thank you for joining us',
    content:
      'Hi [FirstName],\n\nThank you for joining us at the outreach event. We would love to see you again this Sunday at 10:30 AM.',
    isDefault: true,
    purpose: 'marketing',
  },
  {
    name: 'Event reminder (SMS)',
    type: 'sms',
    subject: null,
    content: 'Hi [FirstName], a reminder of the outreach event on [EventDate]. Free admission. See you there!',
    isDefault: true,
    purpose: 'service',
  },
]
