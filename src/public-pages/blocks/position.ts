/** Where a block sits on its page: the first hero carries the page's h1, the first block's image loads first. */
export type BlockPosition = { isPageHeading: boolean; isFirst: boolean }
