const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'

// "Sunday 14 September 2025", "14th Sept", "14/09/2025": day first, as in the UK.
const WORD_DATE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME}\\.?(?:,?\\s+(\\d{4}))?\\b`, 'gi')
const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g

/** Today's date in Europe/London, as year, month (1–12) and day, whatever the server's time zone. */
function londonToday(now: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The dates a message names that are already over, in London, as written ("14 Sept"), so staff see a
 * reminder copied from last time before it goes out. A date without a year is this year's.
 */
export function findPastDates(text: string, now: Date): string[] {
  const today = londonToday(now)
  const todayKey = today.year * 10_000 + today.month * 100 + today.day
  const found: string[] = []
  const consider = (written: string, year: number, month: number, day: number) => {
    if (isRealDate(year, month, day) && year * 10_000 + month * 100 + day < todayKey) found.push(written.trim())
  }
  for (const match of text.matchAll(WORD_DATE)) {
    const month = MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1
    consider(match[0], match[3] ? Number(match[3]) : today.year, month, Number(match[1]))
  }
  for (const match of text.matchAll(NUMERIC_DATE)) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3])
    consider(match[0], year, Number(match[2]), Number(match[1]))
  }
  return found
}
