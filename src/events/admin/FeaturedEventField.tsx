import type { Payload } from 'payload'

import { readFeaturedEventState } from '../featured-event-state'
import { FeaturedEventNotice } from './FeaturedEventNotice'

/** Site settings' note above the featured event, once its sessions are over (a server component: it reads the events). */
export async function FeaturedEventField({ payload }: { payload: Payload }) {
  return <FeaturedEventNotice state={await readFeaturedEventState(payload)} />
}
