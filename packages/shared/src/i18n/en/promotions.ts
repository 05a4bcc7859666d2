import type ptBR from '../pt-BR/promotions.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  promotions: {
    validation: {
      closeInFuture: 'Bidding must end in the future',
      closeAfterOpen: 'Bidding must end after it starts',
      endAfterStart: 'The end date must be on or after the start date',
      startAfterClose: 'The ad must start after the day bidding ends',
      fileRequired: 'Required file not attached',
    },
    kinds: {
      company: 'Company ad space',
      product: 'Product promotion',
      category: 'Category promotion',
    },
    positions: { top: 'Top', bottom: 'Bottom' },
    devices: { desktop: 'Desktop', mobile: 'Mobile' },
    // ADR 0064: where a closed auction's slot stands with its payment.
    slot: {
      awaiting_payment: 'Awaiting payment',
      paid: 'Paid',
      unsold: 'Unsold',
      withdrawn: 'Given up',
    },
    statuses: {
      offline: 'Ended',
      online: 'Online',
      scheduled: 'Scheduled',
      cancelled: 'Cancelled',
      deleted: 'Deleted',
    },
    phases: {
      upcoming: 'Bidding soon',
      open: 'Bidding open',
      closed: 'Bidding closed',
      cancelled: 'Cancelled',
    },
    artSpec: '{width} × {height} px, up to {kb} KB',
  },
} satisfies Catalog<typeof ptBR>
