'use client'

import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react'

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand aria-[invalid=true]:border-red-600'

export function TextField({
  label,
  error,
  hint,
  multiline = false,
  ...props
}: { label: string; error?: string; hint?: string; multiline?: boolean; name: string } & InputHTMLAttributes<
  HTMLInputElement & HTMLTextAreaElement
>) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {props.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          id={id}
          rows={4}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={inputClass}
          {...props}
        />
      ) : (
        <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={inputClass} {...props} />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

export function CheckboxField({
  label,
  checked,
  indeterminate = false,
  onChange,
  name,
  value,
  error,
  invalid = Boolean(error),
  describedBy,
}: {
  label: ReactNode
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
  name: string
  value?: string
  /** The message shown under the box; a group shows its own and passes `invalid` and `describedBy`. */
  error?: string
  invalid?: boolean
  describedBy?: string
}) {
  const ref = useRef<HTMLInputElement>(null)
  const errorId = useId()
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 hover:bg-slate-50">
        <input
          ref={ref}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : describedBy}
          className="mt-1 h-5 w-5 flex-none accent-brand"
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** Hidden from people (and from screen readers); bots that fill every field reveal themselves. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  )
}

export function SubmitButton({
  isBusy,
  label,
  busyLabel,
  disabled = false,
}: {
  isBusy: boolean
  label: string
  busyLabel: string
  disabled?: boolean
}) {
  return (
    <button
      type="submit"
      disabled={isBusy || disabled}
      aria-busy={isBusy}
      className="w-full rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-light disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
    >
      {isBusy ? busyLabel : label}
    </button>
  )
}

/** A field's message, referenced by the field's aria-describedby so it is read with the field. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  )
}

export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
  required = false,
  error,
  hint,
}: {
  legend: string
  name: string
  options: Array<{ value: string; label: string }>
  value: string
  onChange: (value: string) => void
  required?: boolean
  error?: string
  /** A line under the legend, read with each choice. */
  hint?: string
}) {
  const errorId = useId()
  const hintId = useId()
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset>
      <legend className="font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 hover:bg-slate-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              className="h-4 w-4 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  required = false,
  error,
}: {
  label: string
  name: string
  options: Array<{ value: string; label: string }>
  value: string
  onChange: (value: string) => void
  required?: boolean
  error?: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">Please choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
