import { z } from 'zod';

export const CONTACT_TYPES = ['contact', 'report', 'feedback', 'other'] as const;
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'resolved', 'spam'] as const;

/** The contact form (spec: name, email, subject and message are required; email must be valid). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  type: z.enum(CONTACT_TYPES).default('contact'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** `POST /api/messages` → 201. */
export const contactMessageResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactMessageResult = z.infer<typeof contactMessageResultSchema>;
