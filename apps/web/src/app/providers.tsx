import { lazy, Suspense, type ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { dayjsLocale } from '../lib/dayjs.ts'
import { useLocale } from '../lib/i18n.ts'
import { useToastsWanted } from '../lib/notify.tsx'
import { SessionProvider } from '../lib/session.tsx'
import { TermsProvider } from './terms-provider.tsx'
import { cssVariablesResolver, theme } from './theme.ts'

function LocalizedDates({ children }: { children: ReactNode }) {
  const { locale } = useLocale()
  return (
    // pt-BR dates by default: dayjs follows the interface language (lib/dayjs.ts).
    <DatesProvider settings={{ locale: dayjsLocale(locale), firstDayOfWeek: 0 }}>
      {children}
    </DatesProvider>
  )
}

// The toasts' container (with its transitions and scroll handling) is a chunk of its own, mounted
// with the first toast (`lib/notify.tsx`, ADR 0069).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
)

function Toasts() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} />
    </Suspense>
  ) : null
}

/** The same tree in the browser and on the server (ADR 0049), each with its own client and words. */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient
  i18n: I18n
  children: ReactNode
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <LocalizedDates>
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <TermsProvider>{children}</TermsProvider>
            </SessionProvider>
          </QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  )
}
