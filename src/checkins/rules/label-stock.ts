/**
 * The label rolls a door can print children's labels on, each with its printed size. The device
 * keeps its choice (each door has its own printer); the print CSS sizes the page and the label by it.
 */
export const LABEL_STOCKS = {
  'brother-62': { name: 'Brother QL 62 mm continuous', widthMm: 62, heightMm: 40 },
  'dymo-89x36': { name: 'Dymo 89 × 36 mm address labels', widthMm: 89, heightMm: 36 },
  'label-102x51': { name: '102 × 51 mm shipping labels', widthMm: 102, heightMm: 51 },
} as const

export type LabelStock = keyof typeof LABEL_STOCKS
export const DEFAULT_LABEL_STOCK: LabelStock = 'brother-62'

/** The stock a device chose, or the default for anything else stored. */
export const labelStockOf = (stored: string | null | undefined): LabelStock =>
  stored && stored in LABEL_STOCKS ? (stored as LabelStock) : DEFAULT_LABEL_STOCK
