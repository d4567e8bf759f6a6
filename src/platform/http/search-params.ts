/** A query parameter given more than once counts by its first value, as URLSearchParams.get does. */
export const firstSearchParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value
