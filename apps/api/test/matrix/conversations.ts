import type { MatrixRoute } from './route.ts'
import { ADMINS, NO_ID } from './roles.ts'

/** Conversation routes (ADR 0056); an unknown conversation is 404 for everyone. */
export const CONVERSATIONS_MATRIX: MatrixRoute[] = [
  { method: 'GET', url: '/api/conversations', allowed: 'user' },
  { method: 'GET', url: '/api/conversations/unread', allowed: 'user' },
  { method: 'POST', url: `/api/conversations/promoter/${NO_ID}`, allowed: ['client', 'company'] },
  {
    method: 'POST',
    url: `/api/conversations/job/${NO_ID}`,
    allowed: ['client', 'company', 'promoter'],
  },
  {
    method: 'POST',
    url: `/api/conversations/proposal/${NO_ID}`,
    allowed: ['client', 'company', 'supplier'],
  },
  { method: 'GET', url: `/api/conversations/${NO_ID}/messages`, allowed: 'user' },
  {
    method: 'POST',
    url: `/api/conversations/${NO_ID}/messages`,
    allowed: 'user',
    body: { text: 'Olá' },
  },
  { method: 'POST', url: `/api/conversations/${NO_ID}/read`, allowed: 'user', body: {} },
  { method: 'GET', url: '/api/admin/conversations/contact-attempts', allowed: ADMINS },
  // ADR 0058: attachments and reports (participants), moderation (admins).
  { method: 'POST', url: `/api/conversations/${NO_ID}/attachments`, allowed: 'user' },
  {
    method: 'GET',
    url: `/api/conversations/${NO_ID}/messages/1/attachment`,
    allowed: 'user',
  },
  {
    method: 'POST',
    url: `/api/conversations/${NO_ID}/messages/1/report`,
    allowed: 'user',
    body: { reason: 'spam' },
  },
  { method: 'GET', url: '/api/admin/conversations/reports', allowed: ADMINS },
  { method: 'GET', url: `/api/admin/conversations/${NO_ID}`, allowed: ADMINS },
  { method: 'POST', url: '/api/admin/conversations/messages/1/hide', allowed: ADMINS, body: {} },
  { method: 'POST', url: '/api/admin/conversations/messages/1/warn', allowed: ADMINS, body: {} },
  { method: 'POST', url: '/api/admin/conversations/messages/1/dismiss', allowed: ADMINS, body: {} },
]
