import type { ComponentType } from 'react'

import type { FormBlock } from '@/payload-types'

export type FormType = FormBlock['formType']
export type PublicFormProps = { churchName: string }

/** Which component renders each kind of public form; filled in as the forms are built. */
export const formComponents: Partial<Record<FormType, ComponentType<PublicFormProps>>> = {}
