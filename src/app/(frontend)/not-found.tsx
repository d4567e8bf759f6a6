import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="mt-8 inline-block rounded bg-brand px-5 py-3 font-semibold text-white">
        Return to Home
      </Link>
    </section>
  )
}
