/** Pictures the seed uploads to the media collection, drawn as SVG under src/seed/media and stored as JPEG. */
export const seedMedia = {
  outreachBanner: {
    source: 'outreach-banner.svg',
    filename: 'outreach-banner.jpg',
    alt: 'A church spire and rooftops at sunrise, with people walking towards the light',
  },
} as const

export type SeedMediaKey = keyof typeof seedMedia

/** The media id of each seeded picture (null where there is none, e.g. when only the texts are wanted). */
export type SeedImages = Record<SeedMediaKey, number | null>

export const NO_SEED_IMAGES: SeedImages = { outreachBanner: null }
