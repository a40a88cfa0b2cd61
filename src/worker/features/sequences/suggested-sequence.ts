// The follow-up a new site starts with (decision 065): five emails over two weeks after the free guide, in the
// coach's voice, leading to the free strategy call and the Brotherhood Pods. `npm start` seeds it
// (tools/seed/seed-data.ts) and the Sequences tab offers it to a site that has none. Prices stay out: the owner
// edits them in Content, and an email must not promise an old one. The coach's name and the business's close
// every email (the outbox's letter), so none is written here. Plain data: the seed reads it in Node.

/** A body from its paragraphs: a blank line between each (the body's own rule, shared/follow-up-text.ts). */
const paragraphs = (...texts: string[]) => texts.join('\n\n')

export const SUGGESTED_STEPS: readonly { delayDays: number; subject: string; body: string }[] = [
  {
    // A day after the guide's own email, not a minute: two emails at once read as a machine, not a coach.
    delayDays: 1,
    subject: 'Read one chapter tonight, {firstName}',
    body: paragraphs(
      'Hi {firstName},',
      "Your copy of the guide came in yesterday's email. If you have not opened it yet, one piece of advice: don't " +
        'read all 32 pages tonight. Read the first chapter, pick one action, and do it before the weekend.',
      'Most men who write to me are not short on information. They are short on someone who will hold them ' +
        'to the next step. That is what the next few emails are for.',
      "If the guide's email went missing, [download the guide here](/guides/married-mens-leadership-guide.pdf).",
    ),
  },
  {
    delayDays: 2,
    subject: 'The drift nobody talks about',
    body: paragraphs(
      'Hi {firstName},',
      'Almost every man I coach tells me a version of the same story: nothing is wrong, exactly. We just ' +
        'drifted. Work got bigger, the kids got louder, and somewhere along the way we became good roommates.',
      'Drift is not a character flaw. It is what happens to any marriage nobody is leading on purpose. The ' +
        'good news is that the turn starts with you, not with her.',
      'Try this today: ask your wife one question you have not asked in a long time, and listen to the ' +
        'whole answer without fixing anything. Notice what happens.',
      'If you want to talk through where your marriage stands, [book a free 45-minute strategy ' +
        'call](/#strategy-call). No pitch: an honest conversation about the next right step.',
    ),
  },
  {
    delayDays: 5,
    subject: 'Why men change faster together',
    body: paragraphs(
      'Hi {firstName},',
      'I have coached more than 500 men, and the ones who change fastest are rarely the ones who try ' +
        'hardest alone. They are the ones who stop hiding.',
      'That is why we built the Brotherhood Pods: five married men and a coach, one 90-minute video session ' +
        'every week for twelve weeks. You bring your real situation to the hot seat, your brothers hold up a ' +
        'mirror, and you leave with an assignment you will actually do, because four men will ask you about ' +
        'it next week.',
      'Every pod carries our 30-day action guarantee: attend every call and complete your assigned actions, or ' +
        'get a full refund.',
      '[See the Brotherhood Pods and when the next ones start](/#coaching-paths)',
    ),
  },
  {
    delayDays: 9,
    subject: 'What happens on the free strategy call',
    body: paragraphs(
      'Hi {firstName},',
      'A few men have asked what actually happens on the free strategy call, so here it is.',
      'We spend 45 minutes on your marriage, not on a sales script. You leave with a clear picture of where ' +
        'things stand, the one or two changes that would make the biggest difference, and a plan you can ' +
        'start this week. At the end I tell you honestly whether coaching is right for you, and if it is not, ' +
        'I say so.',
      'I take only five new clients a month, so the calls fill up. [Choose a time for your free strategy ' +
        'call](/#strategy-call).',
    ),
  },
  {
    delayDays: 14,
    subject: 'The last of these notes, {firstName}',
    body: paragraphs(
      'Hi {firstName},',
      'This is the last of these notes. Two weeks ago you asked for the guide, which tells me you want more ' +
        'for your marriage than drifting.',
      'If you are ready to do the work beside other men who want the same, [take a seat in a Brotherhood ' +
        'Pod](/checkout?type=brotherhood): twelve weeks, five men, and the 30-day action guarantee behind it.',
      'If you would rather talk first, [book your free strategy call](/#strategy-call) or [apply for ' +
        'coaching](/#consultation). I answer every application within 24 hours.',
      'Either way, I am praying for you and your family. Lead well this week.',
    ),
  },
]
