import type { FieldHook } from 'payload'

import { countDeliveriesByStatus } from '../count-deliveries-by-status'

/**
 * The send's messages per status as they are now: providers keep reporting after the send has
 * completed, so the figures are read with the log, never stored on it (where every report for a
 * large send would queue on one row).
 */
export const readDeliveryCounts: FieldHook = async ({ data, req }) => {
  const id = Number(data?.id)
  return Number.isInteger(id) && id > 0 ? countDeliveriesByStatus(req.payload, id) : {}
}
