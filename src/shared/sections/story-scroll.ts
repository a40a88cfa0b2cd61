// SPEC §2 "Story scroll" / §3: the seven slides' sentences, story-1 to story-7 under 'story-scroll'.
import { ANCHORS } from './anchors.ts'
import { defineSection, textareaField } from './section.ts'

export const STORY_SCROLL = defineSection({
  featureId: 'story-scroll',
  name: 'Story Scroll',
  description: 'The seven-slide story told as the visitor scrolls.',
  anchor: ANCHORS.storyScroll,
  fields: {
    'story-1': textareaField(
      'Story slide 1',
      'Twelve years ago I had a good career, a calling at church and a marriage that was quietly coming apart.',
    ),
    'story-2': textareaField(
      'Story slide 2',
      'I showed up on Sunday, but at home I was distant, defensive and too tired to lead.',
    ),
    'story-3': textareaField(
      'Story slide 3',
      'My wife did not need a better provider. She needed a husband who would show up with his whole heart.',
    ),
    'story-4': textareaField(
      'Story slide 4',
      'So I went looking for men who would tell me the truth, and I found a brotherhood.',
    ),
    'story-5': textareaField(
      'Story slide 5',
      'Faith, honest accountability and small daily actions changed how I showed up at home.',
    ),
    'story-6': textareaField(
      'Story slide 6',
      'Since then I have walked beside more than 500 married men doing the same work, with a 98% success rate.',
    ),
    'story-7': textareaField(
      'Story slide 7',
      'Now it is your turn. One honest conversation can be the start of a different marriage.',
    ),
  },
})
