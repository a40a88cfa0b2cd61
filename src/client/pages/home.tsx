import { usePageMeta } from '../components/page-meta.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'

export default function HomePage() {
  const { businessName } = useSiteSettings()
  usePageMeta(`${businessName} | Christian coaching for married men`)
  return (
    <main className="min-h-screen bg-ink px-4 py-24 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold sm:text-5xl">{businessName}</h1>
        <p className="mt-6 text-lg text-slate-200">Faith-based coaching for married men.</p>
      </div>
    </main>
  )
}
