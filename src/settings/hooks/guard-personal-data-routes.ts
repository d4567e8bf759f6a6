import { APIError, Forbidden, type GlobalAfterChangeHook, type GlobalBeforeOperationHook } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { routeChangeRefusal, routeChanges } from '../rules/personal-data-routes'
import { queueRouteChangeNotice } from '../announce-route-change'

/** An editor's attempt to redirect personal data: logged as a warning (worth a look), not a server fault. */
class RouteChangeRefused extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
    this.name = 'RouteChangeRefused'
  }
}

/**
 * Refuses, as a whole, a save by anyone but an admin that would change where personal data is sent
 * (REST, GraphQL and the admin's form alike). Field access alone would drop the field silently and
 * save the rest; here the editor is told, and nothing changes. Sending the stored value back
 * unchanged, as a form does, is not a change. Only those who may save the global are compared at all.
 */
export const refuseRouteChangesByNonAdmins: GlobalBeforeOperationHook = async ({
  args,
  global,
  operation,
  overrideAccess,
  req,
}) => {
  const data = (args as { data?: unknown } | undefined)?.data
  if (operation !== 'update' || overrideAccess || hasAnyRole(req.user, ['admin']) || !data || typeof data !== 'object')
    return args
  // Someone who may not save this global at all is refused as Payload refuses them, before any
  // comparison: otherwise the answer would say whether a guess equals the stored value (the webhook
  // secret, which they may not read), a guess at a time.
  if (!(await global.access?.update?.({ req, data }))) throw new Forbidden(req.t)
  // The stored values are compared on the server's behalf: the caller may not be allowed to read them.
  const current = await req.payload.findGlobal({
    slug: global.slug as 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const changes = routeChanges(
    global.slug,
    current as unknown as Record<string, unknown>,
    data as Record<string, unknown>,
  )
  if (changes.length) throw new RouteChangeRefused(routeChangeRefusal(changes))
  return args
}

/** Every admin is e-mailed about a change of where personal data is sent, whoever made it. */
export const announceRouteChanges: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  const changes = routeChanges(global.slug, previousDoc as Record<string, unknown>, doc as Record<string, unknown>)
  if (changes.length) await queueRouteChangeNotice(req, { slug: global.slug, changes })
  return doc
}
