// SPEC §2 "Coaching paths" and the Content tab: the section's title and subtitle, and for Brotherhood Pods and
// One-to-One each a title, three features, price and payment terms (the pods also a guarantee).
import { ANCHORS } from './anchors.ts'
import { defineSection, textareaField, textField } from './section.ts'

export const COACHING_PATHS = defineSection({
  featureId: 'coaching-paths',
  name: 'Coaching Paths',
  description: 'Brotherhood Pods and One-to-One, with their pay buttons.',
  anchor: ANCHORS.coachingPaths,
  fields: {
    title: textField('Coaching paths title', 'Choose Your Coaching Path'),
    subtitle: textareaField(
      'Coaching paths subtitle',
      'Two ways to do the work. Both come with our 30-day action guarantee.',
    ),
    'pod-price': textField('Brotherhood Pods price', '$499'),
    'pod-payment-plan': textField('Brotherhood Pods payment terms', 'or 3 payments of $179'),
    'one-to-one-price': textField('One-to-One price', '$1,800'),
    'one-to-one-payment-plan': textField('One-to-One payment terms', 'or 6 payments of $339'),
    'pod-title': textField('Brotherhood Pods title', 'Brotherhood Pods'),
    'pod-feature-1': textField('Brotherhood Pods feature 1', 'Five men per pod, led by your coach'),
    'pod-feature-2': textField('Brotherhood Pods feature 2', 'One 90-minute video session every week for twelve weeks'),
    'pod-feature-3': textField('Brotherhood Pods feature 3', 'Hot-seat coaching on your real situation'),
    'pod-guarantee': textareaField(
      'Brotherhood Pods guarantee',
      '30-day action guarantee: attend every call and complete your assigned actions, or get a full refund.',
    ),
    'one-to-one-title': textField('One-to-One title', 'One-to-One Coaching'),
    'one-to-one-feature-1': textField('One-to-One feature 1', 'Twelve private 60-minute sessions'),
    'one-to-one-feature-2': textField('One-to-One feature 2', 'A plan written for your marriage and goals'),
    'one-to-one-feature-3': textField('One-to-One feature 3', 'Start within 48 hours of acceptance'),
  },
})
