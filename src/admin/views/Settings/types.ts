/** The plain data the settings view hands from the server to its tabs. */
export type DeliveryRow = { id: number; event: string; status: string; attempts: number; lastStatus: number | null; lastError: string | null; createdAt: string }
export type DaySummary = { key: 'day1' | 'day2'; title: string; when: string }
export type ProviderStatus = { emailConfigured: boolean; smsConfigured: boolean }
