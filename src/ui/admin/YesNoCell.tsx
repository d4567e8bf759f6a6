/** A tick box's list column in words, "Yes" or "No" (Payload writes "true" / "false"). */
export function YesNoCell({ cellData }: { cellData?: unknown }) {
  return <span>{cellData ? 'Yes' : 'No'}</span>
}
