import type ptBR from '../pt-BR/about.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  about: {
    title: 'About Galera Eventos',
    lead: 'Galera Eventos is a Brazilian marketplace that connects those who need people and gifts for events with those who provide them.',
    mission:
      'Clients and companies find promoters, receptionists and performers, ask for promotional-gift quotes and promote their brands. Promoters and suppliers find work, new clients and a place to show what they do.',
    businesses: {
      title: 'Three businesses in one place',
      jobs: {
        title: 'Hiring promoters',
        body: 'Promoters keep a profile, a gallery and a schedule. Hirers search by category and attributes, send an offer with date, time and fee, and the promoter accepts or declines. Accepting books the date.',
      },
      budgets: {
        title: 'Promotional-gift quotes',
        body: 'A client asks up to 3 suppliers for a quote on a product (at least 100 units), compares up to 4 proposals side by side and closes the deal with the best one. The chosen supplier receives the contact details and has 48 hours to reach the client.',
      },
      ads: {
        title: 'Promotions and ads',
        body: 'Suppliers bid in auctions for highlighted spaces for their company, a product or a category. Only the winner pays, and the winning artwork runs as a banner during the period.',
      },
    },
    fees: {
      title: 'Fees',
      free: 'Signing up is free for those who hire and for those who provide services.',
      jobs: 'When a job is accepted, the platform deducts {total}% of its value: {provider}% for the payment provider and {platform}% for Galera Eventos. The promoter sees the gross amount, the fees and the net amount before accepting.',
      ads: 'Highlighted ads are charged only to the auction winner.',
      notice: 'Any fee change is announced at least {days} days in advance.',
    },
    safety: {
      title: 'Safety and trust',
      ratings:
        'After every job or purchase, both sides rate each other (positive, neutral or negative, with a comment). Offensive comments may be edited or removed.',
      certified:
        'Users can become "Certified" by sending documents that our team reviews; they show a badge on their profile.',
      cancel:
        'A promoter who cancels an accepted job less than {hours} hours before it starts is blocked for {days} days.',
      adSpace:
        'Galera Eventos is an ad space: it does not own the listed products and is not a party to deals between users. Accounts that break the terms may be suspended.',
      age: 'Promoters must be {age} or older.',
    },
    lgpd: {
      title: 'Privacy and LGPD',
      body: "We process your personal data under Brazil's General Data Protection Law (LGPD, Law 13,709/2018). You can download a copy of your data and close your account: personal data is anonymised and the business records the law requires are kept.",
      dpo: 'Contact our data protection officer (DPO), {name}:',
      readTerms: 'Read the terms',
      readPrivacy: 'Read the policy',
    },
  },
} satisfies Catalog<typeof ptBR>
