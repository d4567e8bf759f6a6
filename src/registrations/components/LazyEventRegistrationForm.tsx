'use client'

import dynamic from 'next/dynamic'

/**
 * The registration form, loaded on its own so a page ships it (and its validation code) only where
 * it shows; still rendered on the server.
 */
export const LazyEventRegistrationForm = dynamic(() =>
  import('./EventRegistrationForm').then((module) => module.EventRegistrationForm),
)
