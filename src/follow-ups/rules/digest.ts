import { escapeHtml } from '@/platform/data/escape-html'

/**
 * A card as the digest names it: who, which list and step, and when it is due. Nothing else about
 * the person or what brought them (a prayer request's text never comes near it).
 */
export type DigestCard = {
  personName: string
  listName: string
  stepTitle: string
  dueAt: string | null
  isNew: boolean
  isOverdue: boolean
}

const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  )
const line = (card: DigestCard) =>
  `${card.personName} (${card.listName}: ${card.stepTitle})${card.dueAt ? `, due ${ukDate(card.dueAt)}` : ''}`

/** One staff member's daily e-mail: their new cards and their overdue ones, and where to work them. */
export function buildDigest({ name, cards, url }: { name: string; cards: readonly DigestCard[]; url: string }) {
  const overdue = cards.filter((card) => card.isOverdue)
  const fresh = cards.filter((card) => card.isNew && !card.isOverdue)
  const sections: [string, DigestCard[]][] = [
    ['Overdue', overdue],
    ['New', fresh],
  ]
  const shown = sections.filter(([, list]) => list.length)
  const subject = `Follow-ups: ${[
    overdue.length ? `${overdue.length} overdue` : '',
    fresh.length ? `${fresh.length} new` : '',
  ]
    .filter(Boolean)
    .join(', ')}`
  const firstName = name.trim().split(/\s+/)[0] || 'there'
  const text = [
    `Hi ${firstName},`,
    '',
    ...shown.flatMap(([title, list]) => [`${title}:`, ...list.map((card) => `- ${line(card)}`), '']),
    `Work them in My follow-ups: ${url}`,
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Hi ${escapeHtml(firstName)},</p>
${shown.map(([title, list]) => `<h2 style="font-size:16px">${escapeHtml(title)}</h2><ul>${list.map((card) => `<li>${escapeHtml(line(card))}</li>`).join('')}</ul>`).join('\n')}
<p><a href="${escapeHtml(url)}">Work them in My follow-ups</a></p>
</body></html>`
  return { subject, text, html }
}
