// SPEC §2 "Video sales letter": the heading above the video, owner-editable under 'video-sales'.
import { ANCHORS } from './anchors.ts'
import { defineSection, textareaField, textField } from './section.ts'

export const VIDEO_SALES = defineSection({
  featureId: 'video-sales',
  name: 'Video Sales Letter',
  description: 'The short video with its call to action after 30 seconds.',
  anchor: ANCHORS.videoSales,
  fields: {
    title: textField('Title', 'A 30-Second Message for the Man Who Wants More at Home'),
    subtitle: textareaField(
      'Subtitle',
      'Press play. If this sounds like you, there is a next step waiting at the end.',
    ),
  },
})
