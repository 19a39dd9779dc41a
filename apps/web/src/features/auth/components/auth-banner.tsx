import { CheckCircle2, XCircle } from 'lucide-react';

/** Auth errors show in a red banner and successes in a green one (spec section 8). */
export function AuthBanner({ kind, message }: { kind: 'error' | 'success'; message: string }) {
  const Icon = kind === 'error' ? XCircle : CheckCircle2;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`auth-${kind}`}
      className={`alert ${kind === 'error' ? 'alert-error' : 'alert-success'} alert-soft mb-4 text-sm`}
    >
      <Icon size={18} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
