import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'

import { readMyCards } from '../../read-my-cards'
import { isOverdue } from '../../rules/my-cards'
import { FollowUpCardItem } from './FollowUpCardItem'
import './my-follow-ups.css'

/**
 * /admin/my-follow-ups: the signed-in staff member's open follow-up cards, overdue first, each worked
 * where it stands (tick the step, snooze, remove). Laid out for a phone as much as for a laptop.
 */
export const MyFollowUpsView = gateStaffView('/admin/my-follow-ups', async (props) => {
  const user = props.initPageResult.req.user!
  const now = new Date()
  const cards = await readMyCards(props.initPageResult.req.payload, user.id as number, now)
  const overdue = cards.filter((card) => isOverdue(card, now)).length
  return (
    <StaffViewTemplate {...props}>
      <h1>My follow-ups</h1>
      <p className="staff-muted">
        {cards.length === 0
          ? 'Nobody is waiting for you to follow them up.'
          : `${cards.length} open ${cards.length === 1 ? 'card' : 'cards'}${overdue ? `, ${overdue} overdue` : ''}.`}
      </p>
      <ul className="follow-ups" aria-label="My follow-up cards">
        {cards.map((card) => (
          <FollowUpCardItem key={card.id} card={card} overdue={isOverdue(card, now)} />
        ))}
      </ul>
    </StaffViewTemplate>
  )
})
