/**
 * Display order of the sections of the Terms of Use and the Privacy Policy. Each id is a key under
 * `legal.terms` / `legal.privacy` in the i18n catalogs, with a `title` and a `body`. Bodies are plain
 * text: paragraphs separated by a blank line ("\n\n"), list items on lines starting with "• ".
 * Titles already carry their number ("5. …"), so the reader should not number them again.
 */
export const TERMS_SECTIONS = [
  's1',
  's2',
  's3',
  's4',
  's5',
  's6',
  's7',
  's8',
  's9',
  's10',
  's11',
  's12',
  's13',
  's14',
  's15',
  's16',
] as const

export const PRIVACY_SECTIONS = [
  'p1',
  'p2',
  'p3',
  'p4',
  'p5',
  'p6',
  'p7',
  'p8',
  'p9',
  'p10',
  'p11',
  'p12',
  'p13',
  'p14',
  'p15',
] as const

export type TermsSection = (typeof TERMS_SECTIONS)[number]
export type PrivacySection = (typeof PRIVACY_SECTIONS)[number]
