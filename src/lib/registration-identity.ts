import { normaliseEmail, normaliseName } from './normalise'

/**
 * Who a registration belongs to: the e-mail and the name, case-insensitively. A family sharing one
 * e-mail with different names stays distinct; the same person registering again is one record.
 */
export const identityKey = (email: string, fullName: string) => `${normaliseEmail(email)}|${normaliseName(fullName).toLowerCase()}`
