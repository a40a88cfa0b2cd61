// The six free resources of SPEC §2 "Resource library section" (SPEC §3 "Resource (static)").
export const RESOURCE_CATEGORIES = [
  'Foundation',
  'Assessment',
  'Healing',
  'Communication',
  'Action',
  'Training',
] as const
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]

export type ResourceIcon = 'book' | 'clipboard' | 'heart' | 'chat' | 'target' | 'play'

export interface Resource {
  id: string
  title: string
  description: string
  type: string
  category: ResourceCategory
  /** Pages, or minutes for a 'Video Training'. */
  pages: number
  downloads: number
  featured: boolean
  preview: string
  icon: ResourceIcon
}

export const VIDEO_TRAINING = 'Video Training'

export const RESOURCES: readonly Resource[] = [
  {
    id: 'faithful-husband-foundations',
    title: 'Faithful Husband Foundations',
    description:
      'The core principles of leading your marriage with faith, humility and strength, with a reflection at the end of each chapter.',
    type: 'eBook',
    category: 'Foundation',
    pages: 32,
    downloads: 9840,
    featured: true,
    preview: 'Leadership in marriage begins with the man you are when no one is watching.',
    icon: 'book',
  },
  {
    id: 'marriage-health-assessment',
    title: 'Marriage Health Assessment',
    description:
      'Forty honest questions that show where your marriage is strong, where it is drifting and where to start this week.',
    type: 'Assessment',
    category: 'Assessment',
    pages: 12,
    downloads: 8215,
    featured: true,
    preview: 'You cannot lead where you will not look. This is the look.',
    icon: 'clipboard',
  },
  {
    id: 'rebuilding-trust',
    title: 'Rebuilding Trust After Hurt',
    description:
      'A step-by-step workbook for owning what happened, making real amends and walking back toward each other.',
    type: 'Workbook',
    category: 'Healing',
    pages: 28,
    downloads: 5630,
    featured: false,
    preview: 'Trust is rebuilt the way it was lost: one moment, one choice at a time.',
    icon: 'heart',
  },
  {
    id: 'daily-connection-conversations',
    title: 'Daily Connection Conversations',
    description:
      'Thirty short conversation starters that help you listen well, speak gently and stay close through busy seasons.',
    type: 'Conversation Guide',
    category: 'Communication',
    pages: 16,
    downloads: 6120,
    featured: false,
    preview: 'Ten minutes of real conversation beats ten hours side by side on the couch.',
    icon: 'chat',
  },
  {
    id: 'thirty-day-action-plan',
    title: 'The 30-Day Husband Action Plan',
    description:
      'One clear action a day for thirty days, each small enough to do tonight and big enough for her to notice.',
    type: 'Action Plan',
    category: 'Action',
    pages: 20,
    downloads: 4905,
    featured: true,
    preview: 'Day 1: Put your phone in another room for the first hour you are home.',
    icon: 'target',
  },
  {
    id: 'leading-your-home-training',
    title: 'Leading Your Home With Confidence',
    description:
      'A video training on setting a vision for your family, leading family prayer and making decisions together.',
    type: VIDEO_TRAINING,
    category: 'Training',
    pages: 45,
    downloads: 3790,
    featured: false,
    preview: 'Your family is not waiting for a perfect leader. They are waiting for a present one.',
    icon: 'play',
  },
]

/** SPEC §2: a video's length is in minutes, everything else in pages. */
export function resourceLength(resource: Pick<Resource, 'type' | 'pages'>): string {
  return resource.type === VIDEO_TRAINING ? `${resource.pages} minutes` : `${resource.pages} pages`
}
