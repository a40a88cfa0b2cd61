// SPEC §2 / §3: the first screen, every word of it owner-editable under 'hero-section'.
import { defineSection, textareaField, textField } from './section.ts'

export const HERO_SECTION = defineSection({
  featureId: 'hero-section',
  name: 'Hero Section',
  description: 'The first screen: headline, phrases and the two main buttons, with the trust strip.',
  fields: {
    'main-headline': textField('Main headline', 'Become the Husband, Father and Leader God Called You to Be'),
    'sub-headline': textareaField(
      'Sub-headline',
      'Faith-based coaching for Christian and LDS married men who are done drifting. Honest ' +
        'brotherhood, real accountability and a clear plan to lead your marriage and your home.',
    ),
    phrase1: textField('Phrase 1', 'Lead with faith'),
    phrase2: textField('Phrase 2', 'Love with intention'),
    phrase3: textField('Phrase 3', 'Live with purpose'),
    'button-text': textField('Button text', 'Apply for Coaching'),
  },
})
