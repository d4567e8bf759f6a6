/** "£20", "£12.50": whole pounds without pence, as prices are written on posters. */
export function formatPence(pence: number): string {
  const pounds = Math.floor(Math.abs(pence) / 100)
  const rest = Math.abs(pence) % 100
  const sign = pence < 0 ? '-' : ''
  return `${sign}£${pounds.toLocaleString('en-GB')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}
