import { describe, expect, it } from 'vitest'

import { eventTable, followUpTable, reportCsv } from '@/overview/rules/report-tables'

describe('report tables', () => {
  it('lays the figures out in the columns the page and the CSV share', () => {
    const table = eventTable([
      { key: 'fri', title: 'Friday', registered: 3, attended: 2, noShows: 1, walkIns: 0, firstTimers: 1 },
    ])
    expect(table).toEqual({
      headers: ['Session', 'Registered', 'Attended', 'No-shows', 'Walk-ins', 'First-timers'],
      rows: [['Friday', 3, 2, 1, 0, 1]],
    })
  })

  it('writes CSV with a BOM and CRLF lines, quoting commas and neutralising formulas', () => {
    const csv = reportCsv(
      eventTable([{ title: '=HYPERLINK("x")', registered: 1, attended: 1, noShows: 0, walkIns: 0, firstTimers: 0 }]),
    )
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe('Session,Registered,Attended,No-shows,Walk-ins,First-timers')
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",1,1,0,0,0`)
    expect(reportCsv(followUpTable([])).slice(1)).toBe('Month,Cards opened,Cards completed\r\n')
  })
})
