import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRatingChange, primaryTitleRating, TitledName, titleKeyOf } from './rating-title';

const user = {
  practiceRating: 1650,
  contestRating: 2100,
  primaryRating: 'contest' as const,
  practiceRatingProvisional: false,
};

describe('rating titles', () => {
  it('takes the primary rating, none while that rating is provisional', () => {
    expect(primaryTitleRating({ ...user, contestRatingProvisional: false })).toBe(2100);
    expect(primaryTitleRating({ ...user, contestRatingProvisional: true })).toBeNull();
    expect(primaryTitleRating({ ...user, primaryRating: 'practice', contestRatingProvisional: true })).toBe(
      1650,
    );
    expect(
      primaryTitleRating({
        ...user,
        primaryRating: 'practice',
        contestRatingProvisional: false,
        practiceRatingProvisional: true,
      }),
    ).toBeNull();
    expect(titleKeyOf(1650)).toBe('expert');
    expect(titleKeyOf(null)).toBeNull();
  });

  it('prints changes with their sign', () => {
    expect(formatRatingChange(1400, 1423)).toBe('+23');
    expect(formatRatingChange(1400, 1383)).toBe('−17');
    expect(formatRatingChange(1400, 1400)).toBe('0');
  });

  it("colours a name by its title and says the title's name", () => {
    render(<TitledName name="asha" rating={2450} />);
    const name = screen.getByTitle('Intellect');
    expect(name.className).toContain('text-orange-700');
    expect(name.textContent).toBe('asha, Intellect');
  });
});
