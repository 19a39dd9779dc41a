import { Image } from './image';

/** The first letters of a username ("asha_k" → "AK", "ravi" → "R"). */
export function initialsOf(username: string): string {
  const parts = username.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : (parts[0]?.[0] ?? '?');
  return letters.toUpperCase();
}

/** A user's round picture, or their initials on a plain disc when they have none. Decorative: the name is beside it. */
export function UserAvatar({
  username,
  src,
  size = 28,
  className = '',
}: {
  username: string;
  src: string | null | undefined;
  size?: number;
  className?: string;
}) {
  if (src)
    return (
      <span className={`inline-block shrink-0 overflow-hidden rounded-full ${className}`}>
        <Image src={src} alt="" width={size} height={size} className="rounded-full object-cover" />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-base-300 font-semibold leading-none text-base-content ${className}`}
      style={{ width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) }}
    >
      {initialsOf(username)}
    </span>
  );
}
