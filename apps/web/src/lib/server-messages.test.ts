import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translateMessage } from './server-messages';

describe('server messages', () => {
  it('show a known message and the rate limit with its seconds in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const t = i18n.t.bind(i18n);
    expect(translateMessage(t, 'Invalid email or password')).not.toBe('Invalid email or password');
    expect(translateMessage(t, 'Too many requests. Please try again in 42 seconds.')).toBe(
      'बहुत अधिक कोशिशें हुईं। कृपया 42 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(translateMessage(t, 'Something new from the server')).toBe('Something new from the server');
    await i18n.changeLanguage('en');
  });
});
