import { expect, type Page } from '@playwright/test'

/** A person's row in the door's list. */
export const personRow = (page: Page, name: string) => page.locator('li.staff-person').filter({ hasText: name })

/** Checks each person in with a tap of their own, then undoes the first: as many taps as people, plus one. */
export async function checkInAllThenUndoFirst(page: Page, people: Array<{ fullName: string }>) {
  for (const person of people) {
    const row = personRow(page, person.fullName)
    await row.getByRole('button', { name: /^Check in/ }).click()
    await expect(row.getByRole('button', { name: /Undo check-in/ })).toBeVisible()
  }
  const first = personRow(page, people[0]!.fullName)
  await first.getByRole('button', { name: /Undo check-in/ }).click()
  await expect(first.getByRole('button', { name: /^Check in/ })).toBeVisible()
}
