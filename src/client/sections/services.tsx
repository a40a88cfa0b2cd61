// The older home's services grid (SPEC §2): six services, each with a description, three features and
// 'Learn More' to the consultation application.
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { outlineButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { SectionHeading } from '../components/section-heading.tsx'

const SERVICES = [
  {
    title: 'Masculine Leadership Coaching',
    description:
      'Step into the servant leadership your family is waiting for, with strength that protects and never controls.',
    features: ['Weekly 1-hour sessions', 'A written vision for your family', 'Decision-making you both trust'],
  },
  {
    title: 'Relationship Transformation',
    description: 'Move from roommates back to partners, with tools to reconnect, resolve conflict and rebuild trust.',
    features: ['Weekly 1-hour sessions', 'Conflict and repair tools', 'Daily connection habits'],
  },
  {
    title: 'Purpose & Vision Coaching',
    description: 'Get clear on who God made you to be and line up your work, family and faith behind it.',
    features: ['Weekly 1-hour sessions', 'Personal mission statement', 'A 90-day action plan'],
  },
  {
    title: 'Sexual Confidence Coaching',
    description: 'Rebuild intimacy in your marriage with honesty, patience and respect for your shared values.',
    features: ['Weekly 1-hour sessions', 'Fully confidential', 'Values-aligned guidance'],
  },
  {
    title: "Men's Group Coaching",
    description: 'Grow alongside other married men of faith who will encourage you and hold you accountable.',
    features: ['Monthly group calls', 'Accountability partners', 'A brotherhood that lasts'],
  },
  {
    title: 'Intensive Breakthrough Session',
    description: 'One focused session for a marriage at a crossroads, when waiting another week is not an option.',
    features: ['A 3-hour intensive', 'A clear breakthrough plan', '30-day follow-up'],
  },
] as const

export default function Services() {
  return (
    <section aria-labelledby="services-heading" className="bg-white px-4 py-20">
      <SectionHeading
        id="services-heading"
        eyebrow="Services"
        title="How We Work Together"
        lead="Every path is built on faith, honesty and action. Choose where you want to start."
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.title} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h3 className="text-xl font-bold text-slate-900">{service.title}</h3>
            <p className="mt-2 text-slate-700">{service.description}</p>
            <ul className="mt-4 flex-1 space-y-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-800">
                  <span aria-hidden="true" className="text-emerald-700">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <SectionLink to={ANCHORS.consultation} className={`mt-6 ${outlineButton}`}>
              Learn More<span className="sr-only"> about {service.title}</span>
            </SectionLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
