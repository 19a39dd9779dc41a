import { describe, expect, it } from 'vitest';
import { localise } from './localised-text.js';
import { redactAnalyticsEvent, redactEmails } from './redact.js';

describe('redactEmails', () => {
  it('redacts every e-mail-like part and keeps the rest', () => {
    expect(redactEmails('Welcome asha.k+prep@mail.example.in!')).toBe('Welcome [redacted]!');
    expect(redactEmails('a@b.co and c@d.org')).toBe('[redacted] and [redacted]');
    expect(redactEmails('Practice | PrepArena')).toBe('Practice | PrepArena');
    expect(redactEmails('@handle is fine')).toBe('@handle is fine');
  });
});

describe('redactAnalyticsEvent', () => {
  it('redacts the path, the label and string properties, and keeps numbers', () => {
    const event = redactAnalyticsEvent({
      name: 'click',
      path: '/u/a@b.co',
      label: 'mail a@b.co',
      properties: { to: 'c@d.org', n: 3 },
    });
    expect(event).toEqual({
      name: 'click',
      path: '/u/[redacted]',
      label: 'mail [redacted]',
      properties: { to: '[redacted]', n: 3 },
    });
  });
});

describe('localise', () => {
  it('picks the language, falls back to English, then to any text', () => {
    expect(localise('plain', 'hi')).toBe('plain');
    expect(localise({ en: 'Hello', hi: 'नमस्ते' }, 'hi')).toBe('नमस्ते');
    expect(localise({ en: 'Hello' }, 'hi')).toBe('Hello');
    expect(localise({ hi: 'नमस्ते' }, 'en')).toBe('नमस्ते');
    expect(localise(undefined, 'en')).toBe('');
  });
});
