import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionPalette } from './question-palette';

describe('question palette', () => {
  it('names each question with its state and counts the states in the legend', () => {
    const onGo = vi.fn();
    render(
      <QuestionPalette
        current={11}
        onGo={onGo}
        items={[
          { number: 11, position: 1, state: 'answered' },
          { number: 12, position: 2, state: 'notAnswered' },
          { number: 13, position: 3, state: 'answeredMarked' },
          { number: 14, position: 4, state: 'notVisited' },
        ]}
      />,
    );
    const third = screen.getByRole('button', { name: 'Question 3, answered, marked for review' });
    expect(screen.getByRole('button', { name: 'Question 1, answered' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(third);
    expect(onGo).toHaveBeenCalledWith(13);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('1not visited');
    expect(legend.textContent).toContain('0marked for review');
  });
});
