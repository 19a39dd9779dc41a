import { LIMITS } from '@preparena/shared';
import { Image } from './image';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** A round user picture, 80x80 by default, the default avatar when the user has none. */
export function Avatar({
  src,
  alt,
  size = LIMITS.avatarPx,
}: {
  src?: string | null;
  alt: string;
  size?: number;
}) {
  return (
    <Image
      src={src || DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      loading="eager"
      className="rounded-full object-cover"
    />
  );
}
