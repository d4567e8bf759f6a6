/**
 * Set on a request's context by the server alone while it stores a registration whose person only
 * waits (every session they asked for is full): the session check then accepts an empty list of
 * sessions. Nothing in a request body can set it.
 */
export const WAITING_ONLY_CONTEXT = 'registrationWaitsOnly'
