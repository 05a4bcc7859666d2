import type ptBR from '../pt-BR/media.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  media: {
    title: 'Images and notifications',
    library: {
      title: 'Image library',
      upload: 'Upload image',
      uploading: 'Uploading… {percent}%',
      uploaded: 'Image uploaded',
      empty: 'No images yet. Upload the first one.',
      loadingMore: 'Loading more images…',
      select: 'Select image {n}',
      delete: 'Delete image {n}',
      deleteConfirm:
        'Delete this image? It leaves your library and stops showing wherever it is used, such as your profile picture.',
      deleteYes: 'Delete image',
      deleteNo: 'Cancel',
      deleted: 'Image deleted',
      hint: 'PNG, JPEG, WebP or GIF, up to {mb} MB.',
      close: 'Close',
    },
    avatar: {
      title: 'Profile picture',
      change: 'Change picture',
      pick: 'Choose your profile picture',
      saved: 'Profile picture updated',
      alt: 'Profile picture of {name}',
    },
    errors: {
      fileRequired: 'Required file not attached',
      fileType: 'File type not supported',
      notPdf: 'This file is not a PDF',
      pdfTooLarge: 'PDF files up to 5 MB',
      tooManyPixels: 'The image has too many pixels (at most {max} megapixels)',
      unreadable: 'The image could not be read',
      tooLarge: 'The file is too large (at most {mb} MB)',
    },
    bell: {
      label: 'Notifications',
      labelUnread_one: 'Notifications ({count} unread)',
      labelUnread_other: 'Notifications ({count} unread)',
      markAll: 'Mark all as read',
      empty: 'No notifications',
      loadMore: 'Show more',
      unreadDot: 'Unread',
    },
    notifications: {
      job_requested: {
        title: 'New solicitation from {hirer}: {event}',
        mail: '{hirer} wants to hire you for "{event}" on {date}. Answer by {deadline}.',
      },
      job_accepted: {
        title: '{promoter} accepted: {event}',
        mail: '{promoter} accepted the job "{event}" on {date}. The date is booked.',
      },
      job_declined: {
        title: '{promoter} declined: {event}',
        mail: '{promoter} declined the solicitation "{event}". Look for another promoter on Galera Eventos.',
      },
      job_expired: { title: 'Solicitation expired without an answer: {event}' },
      job_cancelled: {
        title: 'Job cancelled: {event}',
        mail: 'The job "{event}" on {date} was cancelled by {by}.',
      },
      payment_received: {
        title: 'Payment received and held: {event}',
        mail: 'The payment for "{event}" on {date} was received. Galera Eventos holds it until the job and the dispute window are over.',
      },
      payment_expired: {
        title: 'Job cancelled for lack of payment: {event}',
        mail: 'The job "{event}" on {date} was not paid in time and was cancelled. The promoter\'s date is free again.',
      },
      ad_payment_due: {
        title: 'Auction won: pay {amount} by {deadline} — {name}',
        mail: 'You won the auction "{name}". Pay {amount} by Pix or card by {deadline} in "My ad invoices"; the ad goes online only once paid. Unpaid by then, the slot goes to the next bid.',
      },
      ad_payment_received: {
        title: 'Ad payment received: {amount} — {name}',
        mail: 'We received {amount} for the ad "{name}". It is online during the auction\'s period, with the art you upload.',
      },
      ad_payment_expired: {
        title: 'Ad not paid in time: {name}',
        mail: 'The payment of {amount} for the ad "{name}" did not arrive in time. The slot was offered to the next bid; you were not charged.',
      },
      payment_released: {
        title: 'Payout sent: {amount} for {event}',
        mail: 'We sent {amount} to your Pix key for the job "{event}" on {date}.',
      },
      payment_dispute_opened: {
        title: 'The hirer opened a dispute: {event}',
        mail: 'The hirer opened a dispute about the job "{event}" on {date}. The payout is held until an administrator decides; you will be told the decision.',
      },
      payment_dispute_admin: {
        title: 'New payment dispute ({amount}): {event}',
        mail: 'The hirer of the job "{event}" on {date} opened a dispute about {amount}. The payout is held until a decision in Payments.',
      },
      payment_decided_release: {
        title: 'Payment decision: money released to the promoter — {event}',
        mail: 'An administrator decided to release the money of the job "{event}" on {date} to the promoter. The payout follows its usual schedule.',
      },
      payment_decided_refund: {
        title: 'Payment decision: {amount} given back to the hirer — {event}',
        mail: 'An administrator decided to give {amount} back to the hirer for the job "{event}" on {date}. The rest, less the fee, goes to the promoter on the usual schedule.',
      },
      job_completed: { title: 'Job completed: {event}. Rate it now' },
      job_rated: { title: 'You received a rating: {event}' },
      fee_schedule_published: {
        title: 'New fee schedule from {date}: {total}',
        mail: 'From {date}, the fee on accepted jobs will be {total} ({provider} payment provider + {platform} platform). Jobs accepted before then keep the current fee.',
      },
      budget_received: {
        title: 'New budget request no. {number}: {product}',
        mail: 'You received budget request no. {number} ({product}, {quantity} units). Answer by {deadline}.',
      },
      budget_declined: {
        title: '{supplier} declined budget no. {number}',
        mail: '{supplier} declined budget no. {number} ({product})',
      },
      budget_approved: {
        title: 'Deal closed: budget no. {number}',
        mail: 'The client closed the deal for budget no. {number} ({product}) with you. The contact details are on Galera Eventos: get in touch by {deadline}.',
      },
      budget_answered: {
        title: '{supplier} answered budget no. {number}',
        mail: '{supplier} sent values for budget no. {number} ({product}). Compare and close the deal on Galera Eventos.',
      },
      budget_counter: {
        title: 'Counter-proposal from {supplier} on budget no. {number}',
        mail: '{supplier} sent a counter-proposal for budget no. {number} ({product}).',
      },
      budget_expired: { title: 'No answer in time: budget no. {number}' },
      budget_gave_up: { title: '{supplier} gave up budget no. {number}' },
      budget_not_chosen: {
        title: 'Another budget was chosen: no. {number}',
        mail: 'The client chose another budget for request no. {number} ({product}). Thank you for your proposal.',
      },
      budget_cancelled: { title: 'The client cancelled budget no. {number}' },
      budget_contact_expired: { title: 'The contact window of budget no. {number} has ended' },
      budget_completed: { title: '{supplier} finished the contact of budget no. {number}' },
      reverse_auction_new: { title: 'New reverse auction no. {number}: {category}' },
      conversation_unread_budget: {
        title: 'Unread messages about budget no. {number} ({count})',
        mail: 'There are unread messages ({count}) in the conversation of budget no. {number}. Reply on Galera Eventos: contact details show once the deal is made.',
      },
      conversation_warning: {
        title: 'A moderation warning about one of your messages',
        mail: 'One of your messages in a conversation was reported and moderation found it against the Galera Eventos rules (contact details before the deal, insults, spam or fraud). Further cases may lead to the account being suspended.',
      },
      conversation_unread: {
        title: 'Unread messages from {name} ({count})',
        mail: '{name} wrote to you and there are unread messages ({count}). Reply on Galera Eventos: contact details show once the deal is made.',
      },
      feedback_available: {
        title: 'Rate your purchase: budget no. {number}',
        mail: 'The contact for budget no. {number} ({product}) is finished. Tell others how it went: rate the product and the supplier.',
      },
      company_feedback: { title: 'New rating of your company (budget no. {number})' },
      product_feedback: { title: 'New rating of {product}' },
      auction_company: { title: 'New auction for company' },
      auction_product: { title: 'New auction for product' },
      auction_category: { title: 'New auction for category' },
      auction_won: {
        title: 'Auction won — ad online',
        mail: 'You won the auction and your ad is online.',
      },
      supplier_new: {
        title: 'New supplier registered: {name}',
        mail: 'A new supplier has registered and is waiting for review.',
      },
      account_suspended: {
        title: 'Your account was suspended',
        mail: 'Your Galera Eventos account was suspended. If in doubt, write to us at dpo@galera.dev.',
      },
      account_reactivated: {
        title: 'Your account was reactivated',
        mail: 'Your Galera Eventos account was reactivated. You can sign in again.',
      },
      certification_approved: {
        title: 'Certification approved',
        mail: 'Your certification was approved: the badge now shows on your public profile.',
      },
      certification_refused: {
        title: 'Certification refused',
        mail: 'Your certification was refused. See the reason on your profile and send new documents.',
      },
      terms_updated: { title: 'The terms of use were updated' },
    },
    mail: {
      subject: 'Galera Eventos: {title}',
      open: 'Open: {url}',
      digestSubject: 'Galera Eventos: new notifications ({count})',
      digestIntro: 'New notifications since the last e-mail ({count}):',
      digestMore: 'And {count} more.',
    },
  },
} satisfies Catalog<typeof ptBR>
