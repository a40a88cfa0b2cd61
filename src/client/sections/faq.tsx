// SPEC §2 "FAQ": the owner's questions from the server, one open at a time; clicking the open one closes it.
// When the server has none, or cannot answer, the six built-in questions show instead.
// A plain accordion (WAI-ARIA pattern), not Headless UI's Disclosure: Disclosure cannot be opened and closed
// from outside, which one-open-at-a-time needs.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { SectionHeading } from '../components/section-heading.tsx'
import { queries } from '../lib/queries.ts'

interface Question {
  id: string
  question: string
  answer: string
}

export const FALLBACK_FAQS: readonly Question[] = [
  {
    id: 'fallback-who',
    question: 'Who is this coaching for?',
    answer:
      'Married Christian and LDS men who want a closer marriage and want to lead their home with more ' +
      'confidence, whatever state the marriage is in today.',
  },
  {
    id: 'fallback-therapy',
    question: 'Is this the same as therapy or marriage counselling?',
    answer:
      'No. Coaching looks forward: we set goals for your marriage and hold you to the actions that ' +
      'reach them. If you need a therapist, we will tell you honestly.',
  },
  {
    id: 'fallback-wife',
    question: 'Does my wife need to be involved?',
    answer: 'No. The work starts with you. Many men find their marriage changes as they change.',
  },
  {
    id: 'fallback-time',
    question: 'How much time does it take?',
    answer:
      'One session a week (90 minutes in a Brotherhood Pod, 60 minutes one-to-one) plus about an hour ' +
      'of assigned actions. The minimum commitment is 3 to 6 months.',
  },
  {
    id: 'fallback-guarantee',
    question: 'What if it does not work for me?',
    answer:
      'Our 30-day action guarantee: attend every call and complete your assigned actions, and if you ' +
      'do not see progress, you get a full refund.',
  },
  {
    id: 'fallback-start',
    question: 'How do I get started?',
    answer:
      'Apply for coaching or book a free strategy call. We reply within 24 hours, and you can start within 48 hours of being accepted.',
  },
]

function useQuestions(): { questions: readonly Question[]; loading: boolean } {
  const { data, isPending, isError } = useQuery(queries.faqs())
  if (isPending) return { questions: [], loading: true }
  if (isError || data.length === 0) return { questions: FALLBACK_FAQS, loading: false }
  return {
    questions: data.map((faq) => ({ id: String(faq.id), question: faq.question, answer: faq.answer })),
    loading: false,
  }
}

function FaqItem({ item, open, onToggle }: { item: Question; open: boolean; onToggle: () => void }) {
  const id = useId()
  return (
    <li className="border-b border-slate-200">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className={
            'flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold ' +
            'text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
            'focus-visible:outline-ink'
          }
        >
          {item.question}
          <span
            aria-hidden="true"
            className={`text-2xl transition-transform motion-reduce:transition-none ${open ? 'rotate-45' : ''}`}
          >
            +
          </span>
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="pb-5 text-slate-700"
      >
        {item.answer}
      </div>
    </li>
  )
}

export default function Faq() {
  const { questions, loading } = useQuestions()
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <section aria-labelledby="faq-heading" className="bg-white px-4 py-20">
      <SectionHeading id="faq-heading" eyebrow="Questions" title="Frequently Asked Questions" />
      <ul aria-busy={loading} className="mx-auto mt-10 max-w-3xl border-t border-slate-200">
        {questions.map((item) => (
          <FaqItem
            key={item.id}
            item={item}
            open={openId === item.id}
            onToggle={() => setOpenId(openId === item.id ? null : item.id)}
          />
        ))}
      </ul>
    </section>
  )
}
