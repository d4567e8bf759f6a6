/**
 * What the registration form answers. A place for everything asked for is the usual thanks; when
 * some or all of it was full, the answer says which sessions the person waits for and where they
 * stand in each queue, and that an e-mail follows.
 */
export const REGISTERED_MESSAGE = 'Thank you for registering! We look forward to seeing you at the event.'

export type WaitingPlace = { title: string; position: number }

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const placeInQueue = ({ title, position }: WaitingPlace) => `${title} (number ${position} in the queue)`

export function registrationOutcomeMessage(outcome: { confirmed: string[]; waiting: WaitingPlace[] }): string {
  if (!outcome.waiting.length) return REGISTERED_MESSAGE
  const waiting = `the waiting list for ${listed(outcome.waiting.map(placeInQueue))}`
  const start = outcome.confirmed.length
    ? `You have a place for ${listed(outcome.confirmed)}, and you are on ${waiting}.`
    : `This is full, so you are on ${waiting}.`
  return `${start} We have e-mailed you, and we will e-mail you again if a place frees up.`
}
