import { CONTACT_TEXTS, type ContactReplyResult, replyMessage } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = CONTACT_TEXTS;

// The fixed path (unread-count) comes before `:id`; the router prefers static segments anyway.
export const contactRestRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/contact', call: (c, input) => c.contact.create(input), status: 201, message: T.sent },
  { method: 'GET', url: '/api/contact', call: (c, input) => c.contact.list(input) },
  { method: 'GET', url: '/api/contact/unread-count', call: (c) => c.contact.unreadCount() },
  { method: 'GET', url: '/api/contact/:id', call: (c, input) => c.contact.byId(input) },
  { method: 'PATCH', url: '/api/contact/:id/mark-read', call: (c, input) => c.contact.markRead(input), message: T.markedRead },
  {
    method: 'PUT',
    url: '/api/contact/:id/reply',
    call: (c, input) => c.contact.reply(input),
    message: (result: ContactReplyResult) => replyMessage(result),
  },
  {
    method: 'DELETE',
    url: '/api/contact/:id',
    call: (c, input) => c.contact.remove(input),
    message: (m: { name: string }) => T.deleted(m.name),
  },
];
