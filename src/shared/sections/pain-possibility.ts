// SPEC §2: pain versus possibility, five of each, owner-editable under 'pain-possibility'.
import { ANCHORS } from './anchors.ts'
import { defineSection, textareaField, textField } from './section.ts'

export const PAIN_POSSIBILITY = defineSection({
  featureId: 'pain-possibility',
  name: 'Pain vs Possibility',
  description: 'Five pain points beside five possibilities.',
  anchor: ANCHORS.painPossibility,
  fields: {
    title: textField('Title', 'Where You Are, and Where You Could Be'),
    subtitle: textareaField(
      'Subtitle',
      'Every man we coach started on the left. The work is how you cross to the right.',
    ),
    'pain-1': textField('Pain point 1', 'You feel more like roommates than husband and wife.'),
    'pain-2': textField('Pain point 2', 'Conversations turn into arguments, so you have stopped starting them.'),
    'pain-3': textField('Pain point 3', 'You lead at work, then come home and do not know how to lead there.'),
    'pain-4': textField('Pain point 4', 'Intimacy has faded and neither of you knows how to bring it back.'),
    'pain-5': textField('Pain point 5', 'You carry it alone, because good men are not supposed to struggle.'),
    'possibility-1': textField('Possibility 1', 'Your wife feels pursued, safe and deeply known again.'),
    'possibility-2': textField('Possibility 2', 'You talk through hard things calmly and come out closer.'),
    'possibility-3': textField('Possibility 3', 'You lead your home with a clear vision and quiet confidence.'),
    'possibility-4': textField('Possibility 4', 'Affection and intimacy grow from trust you have rebuilt together.'),
    'possibility-5': textField('Possibility 5', 'You stand with brothers who know your story and have your back.'),
  },
})
