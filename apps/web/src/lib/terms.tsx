import { createContext, useContext } from 'react'

export type TermsTab = 'terms' | 'privacy'

/** Spec §2: the terms modal (tabs terms and privacy) opens over any screen. */
export interface TermsApi {
  openTerms: (tab?: TermsTab) => void
}

export const TermsContext = createContext<TermsApi>({ openTerms: () => {} })

export function useTerms(): TermsApi {
  return useContext(TermsContext)
}
