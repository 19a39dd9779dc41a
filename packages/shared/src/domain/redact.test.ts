import { describe, expect, it } from 'vitest';
import { localise } from './localised-text.js';
import { redactEmails } from './redact.js';

describe('redactEmails', () => {
  it('redacts every e-mail-like part and keeps the rest', () => {
    expect(redactEmails('Welcome asha.k+prep@mail.example.in!')).toBe('Welcome [redacted]!');
    expect(redactEmails('a@b.co and c@d.org')).toBe('[redacted] and [redacted]');
    expect(redactEmails('Practice | PrepArena')).toBe('Practice | PrepArena');
    expect(redactEmails('@handle is fine')).toBe('@handle is fine');
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
