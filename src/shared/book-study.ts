// SPEC §1/§2: the book study groups, a low-cost first step into the brotherhood. One list for the home page's
// section and the chat, so the chat never quotes a price the page does not show.
export const BOOK_STUDY_OPTIONS = [
  {
    name: 'Book Study Group',
    price: '$50',
    term: '12 weeks',
    features: [
      'One chapter and one live group discussion each week',
      'A small group of married men',
      'Weekly action to take home to your marriage',
    ],
  },
  {
    name: 'Book Study Plus',
    price: '$149',
    term: '12 weeks',
    features: ['Everything in the study group', 'The companion workbook', 'Two private 30-minute coaching calls'],
  },
] as const
