// The Settings tab (SPEC §2): integration hints, quick links, the business details, the coach's hours and bookings,
// refunds and the outbox.
import { BookingRulesSection } from './booking-rules-form.tsx'
import { BookingsList } from './bookings-list.tsx'
import { SessionsToMark } from './sessions-to-mark.tsx'
import { PodSessionsToMark } from './pod-sessions-to-mark.tsx'
import { ConfigureHints } from './configure-hints.tsx'
import { OutboxList } from './outbox-list.tsx'
import { QuickLinks } from './quick-links.tsx'
import { ReminderSettings } from './reminder-settings.tsx'
import { RefundsSection } from './refunds-section.tsx'
import { AgreementSection } from './agreement-section.tsx'
import { SiteSettingsSection } from './site-settings-form.tsx'

export function SettingsTab() {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">Settings</h2>
      <QuickLinks />
      <div className="grid gap-6 lg:grid-cols-2">
        <SiteSettingsSection />
        <ConfigureHints />
        <ReminderSettings />
      </div>
      <BookingRulesSection />
      <SessionsToMark />
      <PodSessionsToMark />
      <BookingsList />
      <RefundsSection />
      <AgreementSection />
      <OutboxList />
    </div>
  )
}
