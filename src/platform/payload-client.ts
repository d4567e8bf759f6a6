import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The one way server code reaches Payload's local API. */
export const payloadClient = () => getPayload({ config })
