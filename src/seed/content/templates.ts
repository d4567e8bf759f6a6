import type { MessageTemplate } from '@/payload-types'

type TemplateData = Pick<MessageTemplate, 'name' | 'type' | 'subject' | 'content' | 'isDefault' | 'purpose'>

export const defaultTemplates: TemplateData[] = [
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
  {
    name: 'Sunday invitation (SMS)',
    type: 'sms',
    subject: null,
    content: 'Hi [FirstName], join us this Sunday at 10:30 AM (doors 10:00). All welcome!',
    isDefault: true,
    purpose: 'marketing',
  },
]
