/**
 * What a staff link page (an invitation, an address confirmation) shows when its token is unknown,
 * used or expired: why, and the way back to sign-in.
 */
export function LinkNotValid({ title, message, testId }: { title: string; message: string; testId: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="staff-alert" role="alert" data-testid={testId}>
        {message}
      </p>
      <p>
        <a href="/admin/login">Go to sign-in</a>
      </p>
    </>
  )
}
