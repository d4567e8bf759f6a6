const YEAR = /\b(19|20)\d{2}\b/

/**
 * The copy's title: a year in it moves to the copy's ("Outreach 2025" on a 2026 date becomes
 * "Outreach 2026"); a title without a year, or one whose year stays, gets " (copy)" so the two can
 * be told apart in every list.
 */
export function copyTitle(title: string, firstDate: string): string {
  const moved = title.replace(YEAR, firstDate.slice(0, 4))
  return moved === title ? `${title} (copy)` : moved
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "3 sessions, 1 question, 6 messages": what a copy holds, for the person who made it. */
export function describeCopy({
  sessions,
  questions,
  messages,
}: {
  sessions: number
  questions: number
  messages: number
}): string {
  return [
    counted(sessions, 'session', 'sessions'),
    counted(questions, 'question', 'questions'),
    counted(messages, 'scheduled message', 'scheduled messages'),
  ].join(', ')
}
