import 'server-only'

import { getPayload } from 'payload'

/**
 * The one way server code reaches Payload's local API. The config is loaded when first asked for,
 * not imported: the config imports the collections, which import the domains that call this.
 */
export const payloadClient = async () => getPayload({ config: (await import('@payload-config')).default })
