// One card of the System tab: a titled section the page's landmarks name.
import type { ReactNode } from 'react'
import { adminCard } from '../shared/admin-styles.ts'

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={adminCard}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}
