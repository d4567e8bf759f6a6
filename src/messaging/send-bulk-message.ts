import type { TaskConfig } from 'payload'

import { runBulkSend } from './run-bulk-send'

/**
 * Delivers one messaging log. Safe to run again after a crash or a retry: deliveries are claimed per
 * person before sending, so nobody gets the message twice.
 */
export const sendBulkMessageTask: TaskConfig<'sendBulkMessage'> = {
  slug: 'sendBulkMessage',
  retries: 3,
  inputSchema: [{ name: 'logId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await runBulkSend(req.payload, input.logId)
    return { output: {} }
  },
}
