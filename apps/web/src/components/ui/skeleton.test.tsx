import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCardSkeletons, SkeletonRows } from './skeleton';

describe('skeletons', () => {
  it('shows 10 loading rows by default', () => {
    const { container } = render(<SkeletonRows />);
    expect(container.querySelectorAll('.skeleton')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('shows 10 course cards on wide screens and only 4 on mobile', () => {
    render(<CourseCardSkeletons />);
    const cards = screen.getAllByTestId('course-card-skeleton');
    expect(cards).toHaveLength(10);
    expect(cards.filter((c) => !c.className.includes('hidden md:flex'))).toHaveLength(4);
  });
});
