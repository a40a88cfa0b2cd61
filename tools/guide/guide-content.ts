// The free guide's text: a cover, a contents page and thirty one-page principles, each with an action.
export const GUIDE_TITLE = 'Lead Her Well: 30 Principles for the Married Man'

export interface Principle {
  title: string
  body: string
  action: string
}

export const PRINCIPLES: readonly Principle[] = [
  {
    title: 'Lead yourself first',
    body:
      'A man who cannot govern his own mornings, moods and appetites will struggle to lead a home. ' +
      'Leadership starts in private, long before anyone follows.',
    action: 'Write down the three habits that run your day. Keep one, change one, drop one.',
  },
  {
    title: 'Your marriage is a covenant, not a contract',
    body:
      'Contracts protect each party from the other. A covenant binds two people to each other before ' +
      'God. Stop keeping score and start keeping promises.',
    action: 'Re-read your vows this week and pick one promise to keep on purpose.',
  },
  {
    title: 'Presence beats presents',
    body: 'Your wife does not need a perfect husband. She needs a present one. Phones, work and worry steal the hours that build trust.',
    action: 'Set one screen-free hour each evening and protect it for a week.',
  },
  {
    title: 'Listen to understand',
    body: 'Most men listen to fix. She often wants to be known before she wants a solution. Ask one more question before you answer.',
    action: 'In your next hard conversation, repeat back what you heard before you reply.',
  },
  {
    title: 'Own your part',
    body:
      'Every conflict has two sides, and you only control one. Owning your part without excuses ' +
      'disarms more arguments than any clever point.',
    action: 'Apologise for one specific thing this week, with no "but".',
  },
  {
    title: 'Pray with her',
    body:
      'Couples who pray together share a language for the things they find hardest to say. It does not ' +
      'need to be eloquent; it needs to be honest.',
    action: 'Offer to pray together for two minutes before bed, three nights this week.',
  },
  {
    title: 'Know your triggers',
    body:
      'Anger, withdrawal and sarcasm are signals, not character. Learn what sets you off so you can ' +
      'choose your response instead of reacting.',
    action: 'Keep a note of each time you lose your temper and what came just before.',
  },
  {
    title: 'Lead with vision',
    body:
      'A family without a shared vision drifts. Talk together about who you want to be in five years, ' +
      'and let that picture shape the small choices.',
    action: 'Write a one-paragraph picture of your family in five years and share it with her.',
  },
  {
    title: 'Protect the marriage from outside pressure',
    body: 'Work, extended family and friends all make claims on you. A leader decides which claims come second to his wife.',
    action: 'Name one outside demand that crowds your marriage and set a limit on it.',
  },
  {
    title: 'Pursue her again',
    body:
      'Courtship should not end at the wedding. The man who keeps pursuing his wife tells her, without ' +
      'words, that she is still worth the effort.',
    action: 'Plan a date this month that she would choose, not one you would.',
  },
  {
    title: 'Speak life',
    body:
      'Words build or erode. Criticism in front of others and silence in private both cost more than ' +
      'you think. Praise specifically and often.',
    action: 'Tell her one specific thing you admire about her each day for a week.',
  },
  {
    title: 'Handle money as a team',
    body: 'Money fights are rarely about money; they are about trust and control. Open books and shared decisions remove the fuel.',
    action: "Sit down together for thirty minutes and review this month's spending with no blame.",
  },
  {
    title: 'Serve without keeping count',
    body: 'Jesus washed feet. A husband who serves quietly, without announcing it, earns a respect that demands never could.',
    action: 'Take one household task off her plate for good, without being asked.',
  },
  {
    title: 'Guard your eyes and your mind',
    body:
      'Pornography and fantasy rob intimacy and trust. Strength is not never being tempted; it is ' +
      'building walls before the moment comes.',
    action: 'Put one practical safeguard on your devices today and tell a brother you did.',
  },
  {
    title: 'Make intimacy a priority',
    body:
      'Physical closeness grows from emotional safety. Rushed or demanded, it withers; patient and ' +
      'attentive, it deepens over the years.',
    action: 'Ask her what makes her feel close to you, and listen without defending.',
  },
  {
    title: 'Find your brothers',
    body:
      'Men were not made to fight alone. A few trusted men who will ask you hard questions are worth ' +
      'more than any book, this one included.',
    action: 'Invite two married men you respect to meet monthly.',
  },
  {
    title: 'Fight fair',
    body:
      'No name-calling, no history lessons, no threats of leaving. Agree on the rules of conflict in ' +
      'calm times so you keep them in hot ones.',
    action: 'Write three fighting rules with your wife this week.',
  },
  {
    title: 'Rest is part of leadership',
    body:
      'An exhausted man is a short-tempered husband. Sabbath is not laziness; it is the practice of ' +
      'trusting God with what you cannot finish.',
    action: 'Block one half-day of real rest this week and keep it.',
  },
  {
    title: 'Father with intention',
    body: 'Your children learn what a husband is by watching you. The way you treat their mother is the lesson they will remember longest.',
    action: 'Let your children see you honour your wife out loud this week.',
  },
  {
    title: 'Keep your word in small things',
    body:
      'Trust is built in the small promises: the call you said you would make, the time you said you ' +
      'would be home. Reliability is romantic.',
    action: 'Track every small promise you make for three days and keep each one.',
  },
  {
    title: 'Ask for feedback',
    body: 'Leaders invite correction. Ask her how you are doing as a husband, then thank her for the answer even when it stings.',
    action: 'Ask: "What is one thing I could do this month to love you better?"',
  },
  {
    title: 'Grieve and forgive',
    body:
      'Every long marriage carries wounds. Unforgiveness keeps them open. Forgiveness is not ' +
      'pretending it did not hurt; it is refusing to collect the debt.',
    action: 'Name one old hurt you still hold and take it to God in prayer.',
  },
  {
    title: 'Confidence is quiet',
    body:
      'Real confidence does not need to win every argument or be admired. It comes from knowing who ' +
      'you are before God and acting on it.',
    action: 'Notice one moment this week where you needed to be right, and let it go.',
  },
  {
    title: 'Take care of your body',
    body: 'Energy, mood and patience all depend on sleep, food and movement. Caring for your health is caring for your family.',
    action: 'Choose one health habit and do it daily for fourteen days.',
  },
  {
    title: 'Work has a place, not every place',
    body: 'Providing is a calling, but work that swallows evenings and weekends tells your family where they rank.',
    action: 'Set a time each evening after which work waits until morning.',
  },
  {
    title: 'Celebrate her dreams',
    body: 'She has callings of her own. A leader makes room for his wife to grow, and is proud when she does.',
    action: 'Ask about a dream she has set aside and what one step toward it would take.',
  },
  {
    title: 'Repair quickly',
    body: 'The sun should not set on your anger. Small, quick repairs after a hard moment keep distance from turning into walls.',
    action: 'After your next argument, be the first to reach out within the hour.',
  },
  {
    title: 'Build traditions',
    body: 'Traditions give a family roots: a weekly meal, a yearly trip, a prayer at the table. Small rituals repeated become identity.',
    action: 'Start one weekly family tradition and keep it for a month.',
  },
  {
    title: 'Get help before it is a crisis',
    body:
      'Strong men ask for help. Coaching, counseling and accountability are tools, not admissions of ' +
      'failure. Waiting is what costs most.',
    action: 'If something in this guide hit hard, book a free strategy call this week.',
  },
  {
    title: 'Finish well',
    body:
      'The goal is not a good year; it is a marriage that grows deeper for decades. Decide today what ' +
      'kind of husband you want to be at eighty.',
    action: 'Write a letter to your wife about the marriage you want to build, and give it to her.',
  },
]
