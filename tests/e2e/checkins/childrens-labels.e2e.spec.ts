import { expect, test } from '../test'

import { adminToken, createRegistrations, createStaffUser, signIn } from '../helpers'

const marker = `kids${Date.now()}`
let door: string
let childName: string

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `Kids club ${marker}`,
      slug: `kids-club-${marker}`,
      _status: 'published',
      sessions: [
        {
          key: 'kids',
          title: 'Kids club',
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
          endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
          mode: 'in-person',
          isChildrens: true,
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const eventId = (await response.json()).doc.id as number
  const [parent] = await createRegistrations(request, [
    {
      event: eventId,
      fullName: `Pat Parent ${marker}`,
      email: `pat.${marker}@e2e.example`,
      attendanceChoice: ['kids'],
    },
  ])
  childName = `Kit Child ${marker}`
  await createRegistrations(request, [
    { event: eventId, fullName: childName, isChild: true, groupBooker: parent!.id, attendanceChoice: ['kids'] },
  ])
  door = `/admin/checkin?event=${eventId}&session=kids`
})

test("a child let in gets a label and a receipt with the same code, printed at the roll's size, and is not handed over with a wrong code", async ({
  page,
}) => {
  const volunteer = await createStaffUser(page.request, 'volunteer', 'Kim Kids')
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(door)
  await page.getByLabel('Find a person').fill(childName)
  const row = page.locator('li.staff-person').filter({ hasText: childName })
  await row.getByRole('button', { name: /^Check in/ }).click()

  const labelCode = await page.getByTestId('label-code').innerText()
  expect(labelCode).toMatch(/^[A-Z0-9]{4}$/)
  await expect(page.getByTestId('receipt-code')).toHaveText(labelCode)

  // Printed on the 89 × 36 mm Dymo roll, then the 62 mm Brother roll: the label's picture in print media is that size (96 px to the inch).
  for (const [stock, widthMm, heightMm] of [
    ['dymo-89x36', 89, 36],
    ['brother-62', 62, 40],
    ['label-102x51', 102, 51],
  ] as const) {
    await page.emulateMedia({ media: 'screen' })
    await page.getByLabel('Label roll').selectOption(stock)
    await page.emulateMedia({ media: 'print' })
    const png = await page.getByTestId('child-label').screenshot()
    // A PNG's width and height are the big-endian numbers at bytes 16 and 20; a fraction of a pixel is rounded either way.
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
    expect(Math.abs(size.width - (widthMm / 25.4) * 96), `${stock} width ${size.width}`).toBeLessThanOrEqual(1)
    expect(Math.abs(size.height - (heightMm / 25.4) * 96), `${stock} height ${size.height}`).toBeLessThanOrEqual(1)
  }
  await page.emulateMedia({ media: 'screen' })

  const wrong = labelCode[0] === 'A' ? `C${labelCode.slice(1)}` : `A${labelCode.slice(1)}`
  await row.getByLabel(/Security code for/).fill(wrong)
  await row.getByRole('button', { name: 'Hand over' }).click()
  await expect(row.getByRole('alert')).toContainText('not the code')
  await row.getByLabel(/Security code for/).fill(labelCode)
  await row.getByRole('button', { name: 'Hand over' }).click()
  await expect(page.getByText(`Handed over: ${childName}`)).toBeVisible()
})
