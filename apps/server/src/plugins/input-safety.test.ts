import { safeText } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { findUnsafeText, unsafeTextMessage } from './input-safety.js';

describe('findUnsafeText', () => {
  it('accepts ordinary text, Hindi, emoji and paired surrogates', () => {
    expect(findUnsafeText({ a: 'plain', b: ['नमस्ते दुनिया', '👍🏽 ok'], c: { d: 1, e: null, f: true } })).toBe(
      undefined,
    );
    expect(findUnsafeText(undefined)).toBe(undefined);
    expect(findUnsafeText(42)).toBe(undefined);
  });

  it('names a nested field by its path', () => {
    const body = { questions: [{}, {}, {}, { options: [{ en: 'a' }, { en: 'b\u0000' }] }] };
    expect(findUnsafeText(body)).toEqual({ field: 'questions[3].options[1].en', inName: false, codeUnit: 0 });
  });

  it('finds lone surrogates, high or low, anywhere in a string', () => {
    expect(findUnsafeText({ x: 'a\ud800' })?.codeUnit).toBe(0xd800);
    expect(findUnsafeText({ x: '\ud800a' })?.codeUnit).toBe(0xd800);
    expect(findUnsafeText({ x: 'a\udc00b' })?.codeUnit).toBe(0xdc00);
    expect(findUnsafeText({ x: '\udc00\ud800' })?.codeUnit).toBe(0xdc00);
  });

  it('finds a bad character in an object key and names the object holding it', () => {
    expect(findUnsafeText({ properties: { '\ud800': 1 } })).toEqual({
      field: 'properties',
      inName: true,
      codeUnit: 0xd800,
    });
    expect(findUnsafeText({ 'a\u0000': 1 })).toEqual({ field: '', inName: true, codeUnit: 0 });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.codeUnit).toBe(0);
  });
});

describe('unsafeTextMessage', () => {
  it('names the field, or the request part when the value is the whole part', () => {
    expect(unsafeTextMessage({ field: 'message', inName: false, codeUnit: 0 }, 'body')).toBe(
      'The field "message" contains a character that is not allowed (U+0000).',
    );
    expect(unsafeTextMessage({ field: '', inName: false, codeUnit: 0xd800 }, 'body')).toBe(
      'The field "body" contains a character that is not allowed (U+D800).',
    );
    expect(unsafeTextMessage({ field: 'properties', inName: true, codeUnit: 0xd800 }, 'body')).toBe(
      'A field name in "properties" contains a character that is not allowed (U+D800).',
    );
    expect(unsafeTextMessage({ field: '', inName: true, codeUnit: 0 }, 'query string')).toBe(
      'A field name in the query string contains a character that is not allowed (U+0000).',
    );
  });
});

describe('safeText', () => {
  it('rejects U+0000 and lone surrogates and keeps everything else', () => {
    expect(safeText().safeParse('नमस्ते 👍').success).toBe(true);
    const nul = safeText().safeParse('a\u0000');
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]?.message).toBe('Contains a character that is not allowed (U+0000).');
    expect(safeText().safeParse('\ud800').success).toBe(false);
    expect(safeText().min(2).safeParse('a').success).toBe(false);
  });
});
