import type { PayloadRequest } from 'payload'

import { relationId } from '@/platform/data/relation-id'

/**
 * Gives an event made as a copy of another the source's scheduled messages as staff left them (their
 * names, timings, audiences, channels, content and whether each is on), each about the session of
 * the same key; the due times follow the copy's sessions (the collection's own hook). Sent counts
 * belong to the source and start again from nothing. Answers how many were copied.
 */
export async function copyEventMessages(
  req: PayloadRequest,
  { fromEventId, toEventId, sessionKeys }: { fromEventId: number; toEventId: number; sessionKeys: readonly string[] },
): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'scheduled-messages',
    where: { and: [{ event: { equals: fromEventId } }, { sessionKey: { in: [...sessionKeys] } }] },
    sort: 'dueAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const message of docs) {
    await req.payload.create({
      collection: 'scheduled-messages',
      data: {
        name: message.name,
        enabled: message.enabled,
        event: toEventId,
        sessionKey: message.sessionKey,
        amount: message.amount,
        unit: message.unit,
        direction: message.direction,
        anchor: message.anchor,
        audience: message.audience,
        purpose: message.purpose,
        channels: message.channels,
        template: relationId(message.template) ?? null,
        subject: message.subject,
        body: message.body,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return docs.length
}
