/** Share links for the event page: WhatsApp, Facebook, X (Twitter) and e-mail, each carrying the page address. */
export function shareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(`${title} ${url}`)
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${text}` },
  ]
}
