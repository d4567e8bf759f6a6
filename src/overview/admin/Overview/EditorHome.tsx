import Link from 'next/link'

const EDITOR_TASKS = [
  {
    label: 'Pages',
    href: '/admin/collections/pages',
    description: 'Change the words, pictures and sections of any page, preview a draft and publish it.',
  },
  {
    label: 'Media',
    href: '/admin/collections/media',
    description: 'Upload photos and documents, with the alt text a screen reader reads out.',
  },
  {
    label: 'Site settings',
    href: '/admin/globals/site-settings',
    description: 'The church’s name, address, phone numbers and social links shown across the site.',
  },
  {
    label: 'Navigation',
    href: '/admin/globals/navigation',
    description: 'The menu at the top, the footer links and the “Watch Online” button.',
  },
  {
    label: 'Events',
    href: '/admin/collections/events',
    description:
      'Every event’s page: title, sessions, times, places and registration dates. Duplicate last year’s event to start the next.',
  },
] as const

/** What an editor sees at /admin: each thing they can change, with a link to it. */
export function EditorHome() {
  return (
    <div className="staff-view">
      <h1>Welcome</h1>
      <p className="staff-muted">As an editor you look after the public website. Choose what to change:</p>
      <ul className="staff-grid staff-editor-tasks" aria-label="What you can edit">
        {EDITOR_TASKS.map((task) => (
          <li key={task.href} className="staff-card">
            <h2 className="staff-editor-tasks__title">
              <Link href={task.href} prefetch={false}>
                {task.label}
              </Link>
            </h2>
            <p>{task.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
