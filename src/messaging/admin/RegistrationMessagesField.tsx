import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { formatStaffTime } from '@/ui/admin/staff-dates'
import { DELIVERY_STATUS_LABELS } from '@/platform/delivery/delivery-status'
import { listRegistrationMessages } from '../list-registration-messages'

/**
 * On a registration's edit screen, for admins only (messages name what was sent and where): every
 * message sent to the person, newest first, with what the provider last reported.
 */
export async function RegistrationMessagesField({ id, data, req }: UIFieldServerProps) {
  if (!id || !hasAnyRole(req.user, ['admin'])) return null
  const registration = data as { email?: string | null; phone?: string | null } | undefined
  const messages = await listRegistrationMessages(req.payload, {
    id: Number(id),
    email: registration?.email,
    phone: registration?.phone,
  })
  return (
    <div className="field-type" data-testid="registration-messages" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="registration-messages-heading">Messages sent</h3>
      {messages.length === 0 ? (
        <p>No messages have been sent to this person.</p>
      ) : (
        <table aria-labelledby="registration-messages-heading" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Sent
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Message
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                To
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id} data-status={message.status}>
                <td>{formatStaffTime(message.sentAt)}</td>
                <td>
                  {message.channel === 'sms' ? 'SMS: ' : 'E-mail: '}
                  {message.subject}
                  {message.kind === 'confirmation' ? ' (confirmation)' : ''}
                </td>
                <td>{message.address}</td>
                <td>
                  {DELIVERY_STATUS_LABELS[message.status]}
                  {message.statusDetail || message.error ? (
                    <div style={{ opacity: 0.75, fontSize: '0.9em' }}>{message.statusDetail ?? message.error}</div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
