import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { loadLegalTexts } from '../lib/i18n.ts'
import { TermsContext, type TermsTab } from '../lib/terms.tsx'

// The legal texts (both languages) load only when someone opens them: the modal is its own chunk.
const TermsModal = lazy(() =>
  Promise.all([
    import('../features/legal/terms/components/terms-modal.tsx'),
    loadLegalTexts(),
  ]).then(([m]) => ({ default: m.TermsModal })),
)

export function TermsProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  const [tab, setTab] = useState<TermsTab>('terms')

  const openTerms = useCallback((next: TermsTab = 'terms') => {
    setTab(next)
    setOpened(true)
    setEverOpened(true)
  }, [])
  const value = useMemo(() => ({ openTerms }), [openTerms])

  return (
    <TermsContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <TermsModal
            opened={opened}
            tab={tab}
            onTabChange={setTab}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </TermsContext.Provider>
  )
}
