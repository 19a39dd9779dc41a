import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('removes reset tokens from paths and secrets from query strings', () => {
    expect(redactUrl('/api/resetpassword/abc123')).toBe('/api/resetpassword/[redacted]');
    expect(redactUrl('/auth/google/success?token=eyJ.x.y&next=/')).toBe(
      '/auth/google/success?token=[redacted]&next=/',
    );
    expect(redactUrl('/api/x?otp=123456')).toBe('/api/x?otp=[redacted]');
  });

  it('removes e-mail addresses', () => {
    expect(redactUrl('/api/check?email=asha@example.com')).toBe('/api/check?email=[redacted]');
  });
});
