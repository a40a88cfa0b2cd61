// The older home's narrative (SPEC §2 'Let's Get Real'): the straight talk before the offer.
import { SectionHeading } from '../components/section-heading.tsx'

export default function LetsGetReal() {
  return (
    <section aria-labelledby="lets-get-real-heading" className="bg-ink px-4 py-20 text-white">
      <SectionHeading id="lets-get-real-heading" tone="dark" title="Let's Get Real" />
      <div className="mx-auto mt-8 max-w-3xl space-y-5 text-lg text-slate-200">
        <p>
          Nobody taught you how to be a husband. You learned to work hard, provide and stay out of trouble, and for a
          while that seemed like enough.
        </p>
        <p>
          Then the kids came, the job got heavier, and somewhere along the way you and your wife started living parallel
          lives. You still love her. You still believe. But you are tired of pretending everything is fine.
        </p>
        <p>
          Here is the truth: your marriage does not need a miracle. It needs you to lead, with humility, consistency and
          a few brothers in your corner. That is exactly what we do together.
        </p>
      </div>
    </section>
  )
}
