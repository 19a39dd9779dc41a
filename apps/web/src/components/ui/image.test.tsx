import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image, imageUrl, webpAlternative } from './image';

describe('imageUrl', () => {
  it('asks the image host for automatic format, quality 80 and the size', () => {
    expect(
      imageUrl('https://res.cloudinary.com/demo/image/upload/v1/avatars/a.png', { width: 80, height: 80 }),
    ).toBe('https://res.cloudinary.com/demo/image/upload/f_auto,q_80,w_80,h_80/v1/avatars/a.png');
    expect(imageUrl('https://res.cloudinary.com/demo/image/upload/x.jpg', { quality: 60 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/f_auto,q_60/x.jpg',
    );
  });

  it('uses other absolute URLs as they are', () => {
    expect(imageUrl('https://example.com/a.png', { width: 10 })).toBe('https://example.com/a.png');
  });
});

describe('webpAlternative', () => {
  it('offers webp for local png and jpg only', () => {
    expect(webpAlternative('/images/hero.png')).toBe('/images/hero.webp');
    expect(webpAlternative('/images/hero.JPG')).toBe('/images/hero.webp');
    expect(webpAlternative('/images/logo.svg')).toBeUndefined();
    expect(webpAlternative('https://example.com/a.png')).toBeUndefined();
  });
});

describe('Image', () => {
  it('shows a No image placeholder without a source', () => {
    render(<Image src={null} alt="Course cover" />);
    expect(screen.getByRole('img', { name: 'Course cover' })).toHaveProperty('textContent', 'No image');
  });

  it('renders a picture with a webp source for local images', () => {
    const { container } = render(<Image src="/images/hero.png" alt="Hero" width={100} />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/images/hero.webp');
    expect(screen.getByRole('img', { name: 'Hero' }).getAttribute('src')).toBe('/images/hero.png');
  });
});
