import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField } from '@/site'

/** The next published events, listed by themselves: the home page's way to every event, not only the featured one. */
export const UpcomingEventsBlock: Block = {
  slug: 'upcomingEvents',
  interfaceName: 'UpcomingEventsBlock',
  ...blockNaming('Upcoming events', 'Upcoming events'),
  fields: [
    anchorField,
    { name: 'heading', type: 'text', defaultValue: 'Upcoming events' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'limit',
      label: 'How many events at most',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: {
        step: 1,
        description:
          'Published events that have not ended, soonest first, filled in by themselves; the featured event is left out (its own form and banner show it). Nothing shows while none is coming up.',
      },
    },
  ],
}
