'use client'

import { useId } from 'react'

import { ATTENDANCE_LABELS, bothDaysState, toggleAttendance, type AttendanceChoice } from '@/lib/attendance'
import type { AttendanceDayDetails } from '@/lib/attendance-day-details'

import { CheckboxField, FieldError } from './fields'

type AttendanceChoicesProps = {
  value: AttendanceChoice[]
  onChange: (value: AttendanceChoice[]) => void
  error?: string
  /** Each day's date, time and place from the event global; a day without details shows its name alone. */
  dayDetails: AttendanceDayDetails
}

/** The three attendance boxes, kept in step by toggleAttendance; Both Days shows indeterminate for one day. */
export function AttendanceChoices({ value, onChange, error, dayDetails }: AttendanceChoicesProps) {
  const both = bothDaysState(value)
  const errorId = useId()
  const marks = { invalid: Boolean(error), describedBy: error ? errorId : undefined }
  const toggle = (choice: AttendanceChoice) => (checked: boolean) => onChange(toggleAttendance(value, choice, checked))
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">
        Which days will you attend? <span aria-hidden="true" className="text-red-700">*</span>
      </legend>
      {(['online', 'super-sunday'] as const).map((choice) => (
        <CheckboxField
          key={choice}
          name="attendanceChoice"
          value={choice}
          checked={value.includes(choice)}
          onChange={toggle(choice)}
          {...marks}
          label={
            <>
              <strong>{ATTENDANCE_LABELS[choice]}</strong>
              {dayDetails[choice] && <span className="text-slate-600"> ({dayDetails[choice]})</span>}
            </>
          }
        />
      ))}
      <CheckboxField name="attendanceChoice" value="both" checked={both === 'checked'} indeterminate={both === 'indeterminate'} onChange={toggle('both')} {...marks} label={<strong>{ATTENDANCE_LABELS.both}</strong>} />
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
