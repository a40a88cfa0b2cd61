// The eight tabs of SPEC §2's dashboard, Clients (decision 107), Sequences (decision 065) and System (decision 058). Headless UI's tabs
// give arrow-key movement between them and the tab / tabpanel roles; the chosen tab is kept in the address
// (#inventory), so a reload stays on it.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { type ComponentType, useState } from 'react'
import { AnalyticsTab } from './analytics/analytics-tab.tsx'
import { ClientsTab } from './clients/clients-tab.tsx'
import { ContentTab } from './content/content-tab.tsx'
import { EventsTab } from './events/events-tab.tsx'
import { FeaturesTab } from './features/features-tab.tsx'
import { InventoryTab } from './inventory/inventory-tab.tsx'
import { LeadsTab } from './leads/leads-tab.tsx'
import { SettingsTab } from './settings/settings-tab.tsx'
import { SequencesTab } from './sequences/sequences-tab.tsx'
import { SocialTab } from './social/social-tab.tsx'
import { SystemTab } from './system/system-tab.tsx'
import { mainTabClass } from './shared/tab-styles.ts'

const TABS: readonly { id: string; label: string; panel: ComponentType }[] = [
  { id: 'features', label: 'Features', panel: FeaturesTab },
  { id: 'content', label: 'Content', panel: ContentTab },
  { id: 'inventory', label: 'Inventory', panel: InventoryTab },
  { id: 'events', label: 'Events', panel: EventsTab },
  { id: 'social', label: 'Social', panel: SocialTab },
  { id: 'analytics', label: 'Analytics', panel: AnalyticsTab },
  { id: 'leads', label: 'Leads', panel: LeadsTab },
  { id: 'clients', label: 'Clients', panel: ClientsTab },
  { id: 'sequences', label: 'Sequences', panel: SequencesTab },
  { id: 'settings', label: 'Settings', panel: SettingsTab },
  { id: 'system', label: 'System', panel: SystemTab },
]

function tabFromAddress(): number {
  const index = TABS.findIndex((tab) => `#${tab.id}` === window.location.hash)
  return index === -1 ? 0 : index
}

export function AdminTabs() {
  const [selected, setSelected] = useState(tabFromAddress)
  const choose = (index: number) => {
    setSelected(index)
    // replaceState, not a new history entry: Back leaves the dashboard rather than stepping through tabs.
    window.history.replaceState(window.history.state, '', `#${TABS[index]!.id}`)
  }
  return (
    <TabGroup selectedIndex={selected} onChange={choose}>
      <TabList aria-label="Dashboard sections" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((tab) => (
          <Tab key={tab.id} className={mainTabClass}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* Only the chosen panel is mounted, so each tab reads its data when it opens. */}
      <TabPanels className="mt-6">
        {TABS.map(({ id, panel: Panel }) => (
          <TabPanel
            key={id}
            className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            <Panel />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
