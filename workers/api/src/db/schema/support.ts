import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';

/** A message sent through the contact form (spec §2 screen 19). */
export const supportRequests = sqliteTable('support_requests', {
  id: id(),
  fromEmail: text('from_email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Mails written by the local mail adapter; `GET /api/dev/outbox` reads them (DESIGN.md local outbox). */
export const mailOutbox = sqliteTable('mail_outbox', {
  id: id(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  sentAt: createdAt('sent_at'),
});
