import type { Payload, Where } from 'payload'

import { buildCsvHeaderChunk, registrationCsvHeader, registrationCsvRow, toCsvLines } from '@/lib/csv'

const PAGE_SIZE = 1000

/**
 * Streams registrations as CSV, a page at a time by ascending id (keyset paging), so memory stays
 * flat however many rows there are.
 */
export function streamRegistrationsCsv(payload: Payload, { where, isBackup }: { where: Where; isBackup: boolean }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let lastId = 0
  let isHeaderSent = false
  return new ReadableStream({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true
        controller.enqueue(encoder.encode(buildCsvHeaderChunk(registrationCsvHeader({ isBackup }))))
        return
      }
      // The caller has already checked the user is an admin; the export reads every field it lists.
      const { docs } = await payload.find({
        collection: 'registrations',
        where: { and: [where, { id: { greater_than: lastId } }] },
        sort: 'id',
        limit: PAGE_SIZE,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      if (!docs.length) return controller.close()
      lastId = docs[docs.length - 1]!.id
      controller.enqueue(encoder.encode(toCsvLines(docs.map((doc) => registrationCsvRow(doc, { isBackup })))))
    },
  })
}
