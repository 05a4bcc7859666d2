// Terms of use and privacy policy texts (spec §1), versioned. Filled by the legal texts work.
export default {
  legal: { version: '2026-11-22' },
}
