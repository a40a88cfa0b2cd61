// SPEC §2 "FAQ": the owner's questions from the server, one open at a time; clicking the open one closes it.
// When the server has none, or cannot answer, the six built-in questions show instead.
// HTML only (decision 054): an exclusive <details name> accordion is the browser's own, so a question clicked the
// moment it shows opens, with no script to wait for. Rendered on the Worker from the page's reads.
import { useQuery } from '@tanstack/react-query'
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
    question: 'Is this the same as therapy or marriage counseling?',
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
      'Our 30-day action guarantee: attend every call and complete your assigned actions, or get a full ' +
      'refund. My coaching shows where you stand against it, day by day.',
  },
  {
    id: 'fallback-start',
    question: 'How do I get started?',
    answer:
      'Apply for coaching or book a free strategy call. We reply within 24 hours, and you can start within 48 hours of being accepted.',
  },
]

/** The owner's questions as the page was rendered with them; the built-in six when there are none or the read failed. */
function useQuestions(): readonly Question[] {
  const { data } = useQuery(queries.faqs())
  if (!data || data.length === 0) return FALLBACK_FAQS
  return data.map((faq) => ({ id: String(faq.id), question: faq.question, answer: faq.answer }))
}

function FaqItem({ item }: { item: Question }) {
  return (
    <li className="border-b border-slate-200">
      {/* Same name: the browser keeps one open and closes it on a second click, with no script at all. */}
      <details name="faq" className="group">
        <summary
          className={
            'flex w-full cursor-pointer list-none items-center justify-between gap-4 py-5 text-left ' +
            'text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
            'focus-visible:outline-ink [&::-webkit-details-marker]:hidden'
          }
        >
          <h3 className="text-lg font-semibold">{item.question}</h3>
          <span
            aria-hidden="true"
            className="text-2xl transition-transform group-open:rotate-45 motion-reduce:transition-none"
          >
            +
          </span>
        </summary>
        <div className="pb-5 text-slate-700">{item.answer}</div>
      </details>
    </li>
  )
}

export default function Faq() {
  const questions = useQuestions()
  return (
    <section aria-labelledby="faq-heading" className="bg-white px-4 py-20">
      <SectionHeading id="faq-heading" eyebrow="Questions" title="Frequently Asked Questions" />
      <ul className="mx-auto mt-10 max-w-3xl border-t border-slate-200">
        {questions.map((item) => (
          <FaqItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  )
}
