import type ptBR from '../pt-BR/conversations.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  conversations: {
    anonymousClient: 'Budget client',
    budgetClient: 'the client of budget no. {number}',
    title: 'Messages',
    header: {
      label: 'Messages',
      labelUnread_one: 'Messages ({count} unread)',
      labelUnread_other: 'Messages ({count} unread)',
    },
    inbox: {
      empty: 'No conversations yet',
      emptyHint: 'Ask a promoter a question from their profile, or talk about a hire or a budget.',
      you: 'You: {text}',
      noMessages: 'No messages yet',
      unread_one: '{count} unread',
      unread_other: '{count} unread',
      listLabel: 'Your conversations',
    },
    kind: {
      preHire: 'Question before hiring',
      job: 'Hire: {subject}',
      budget: 'Budget: {subject}',
      budgetNoSubject: 'Budget',
    },
    thread: {
      back: 'Back to messages',
      loadOlder: 'Show earlier messages',
      label: 'Message',
      placeholder: 'Write your message',
      send: 'Send',
      read: 'Read',
      sent: 'Sent',
      mine: 'You',
      empty: 'No messages yet. Write the first one.',
      notFound: 'Conversation not found',
      hiddenNotice:
        'Phone numbers, e-mails, profiles and links in this message are hidden from {name} until the deal is made.',
      maskedInfo:
        'Until the deal is made, phone numbers, e-mails, profiles and links show hidden (•••). Talk here: it is safer for both sides.',
      deal: 'Deal made: contact details are shown.',
      live: 'New messages appear by themselves.',
      removedByModeration: 'Message removed by moderation',
      messagesLabel: 'Messages of the conversation with {name}',
    },
    attachment: {
      attach: 'Attach image or PDF',
      image: 'Image sent in the conversation',
      download: 'Download {name}',
      removed: 'Attachment removed',
    },
    contact: {
      title: "{name}'s contact",
      phone: 'Phone',
      email: 'E-mail',
      noPhone: 'No phone on file',
    },
    ask: {
      button: 'Ask a question',
      hint: 'Sign in as a client or company to ask {name} a question.',
    },
    panel: {
      title: 'Conversation with {name}',
      open: 'Open conversation',
      start: 'Talk to {name}',
      unread_one: '{count} unread message',
      unread_other: '{count} unread messages',
      beforeDeal: 'Contact details show here once the deal is made.',
    },
  },
} satisfies Catalog<typeof ptBR>
