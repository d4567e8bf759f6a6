/** A card as the My follow-ups view lists it. */
export type MyCard = {
  id: number
  personName: string
  listName: string
  stepTitle: string
  dueAt: string | null
  snoozedUntil: string | null
}

/** Overdue: its due date has passed (a snoozed card is not due until its snooze ends). */
export function isOverdue(card: Pick<MyCard, 'dueAt' | 'snoozedUntil'>, now: Date): boolean {
  if (card.snoozedUntil && new Date(card.snoozedUntil) > now) return false
  return card.dueAt !== null && new Date(card.dueAt) < now
}

/** Overdue cards first (the longest overdue at the top), then by due date, cards with none last. */
export function sortMyCards<T extends MyCard>(cards: readonly T[], now: Date): T[] {
  const due = (card: T) => (card.dueAt ? new Date(card.dueAt).getTime() : Number.POSITIVE_INFINITY)
  return [...cards].sort((a, b) => {
    const overdue = Number(isOverdue(b, now)) - Number(isOverdue(a, now))
    return overdue || due(a) - due(b) || a.id - b.id
  })
}
