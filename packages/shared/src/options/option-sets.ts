/**
 * Option sets of PRODUCT.md "Resolved readings": stable codes stored in the database; labels
 * live in the i18n catalogs under `options.<set>.<code>`.
 */
export const OPTION_SETS = {
  gender: ['female', 'male', 'other', 'not_informed'],
  eyes: ['black', 'brown', 'green', 'blue'],
  hair: ['blond', 'red', 'brown', 'black', 'grey'],
  skin: ['white', 'black', 'mixed', 'yellow', 'indigenous'],
  languages: ['english', 'spanish', 'italian', 'french', 'mandarin', 'german'],
  dance: [
    'none',
    'classical',
    'ballet',
    'jazz',
    'contemporary',
    'flamenco',
    'street',
    'stiletto',
    'african',
    'country',
  ],
  instruments: [
    'none',
    'acoustic_guitar',
    'drums',
    'electric_guitar',
    'piano',
    'violin',
    'tamborim',
    'tanta',
    'triangle',
    'clarinet',
    'saxophone',
    'trombone',
    'trumpet',
  ],
  disabilities: ['wheelchair_user', 'blind', 'deaf', 'mute', 'dwarfism'],
  dayTimes: ['morning', 'afternoon', 'night'],
  /** Spec §3 reverse auction. */
  actionTypes: ['promotional_action', 'event', 'incentive'],
  targetAudiences: ['general', 'male', 'female', 'children', 'juvenile', 'elderly', 'executive'],
  goals: ['customer_acquisition', 'loyalty', 'incentive_campaign'],
  bannerPositions: ['top', 'bottom'],
  auctionKinds: ['company', 'product', 'category'],
} as const

export type OptionSetName = keyof typeof OPTION_SETS
export type OptionCode<S extends OptionSetName> = (typeof OPTION_SETS)[S][number]
export const OPTION_SET_NAMES = Object.keys(OPTION_SETS) as OptionSetName[]
