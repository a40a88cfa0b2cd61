// SPEC §1's three claims, right under the hero where a doubtful visitor looks first.
const CLAIMS = [
  { figure: '500+', label: 'Men Coached' },
  { figure: '98%', label: 'Success Rate' },
  { figure: '12+', label: 'Years Experience' },
] as const

export function TrustStrip() {
  return (
    <section aria-label="Our track record" className="border-b border-slate-200 bg-white px-4 py-8">
      <ul className="mx-auto grid max-w-4xl grid-cols-3 gap-4 text-center">
        {CLAIMS.map((claim) => (
          <li key={claim.label}>
            <span className="block text-3xl font-extrabold text-ink sm:text-4xl">{claim.figure}</span>
            <span className="mt-1 block text-sm font-medium text-slate-700 sm:text-base">{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
